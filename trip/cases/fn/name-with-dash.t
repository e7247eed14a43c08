--- script
fn my-fn { echo dash }
my-fn
--- stdout
dash
