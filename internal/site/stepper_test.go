package site

// noStepper stands in for the compiled search in the tests of the pages,
// which do not run it.
var noStepper = NoStepper("the tests of the pages run no search")
