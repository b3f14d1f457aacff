// Package exercisecmd holds the group 'queens exercise': the classroom
// exercises listed, checked, hinted, reset, surveyed for a class and
// written out as a student's handout.
package exercisecmd
