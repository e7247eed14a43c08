--- script
fn outer { fn inner { echo inner } }
outer
inner
--- stdout
inner
