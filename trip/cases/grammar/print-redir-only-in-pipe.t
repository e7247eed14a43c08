--- script
fn a { <x | y }
fn b { x | <x | y }
fn c { x | <<<'' || }
whatis a b c
--- stdout
fn a {<x|y}
fn b {x|<x|y}
fn c {x|<<<''||()}
