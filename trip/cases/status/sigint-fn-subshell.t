--- script
fn sigterm { echo caught }
@{ whatis sigterm }
--- stderr
sigterm not found
--- status
1
