import FeedTextUI

// The command line's help and usage errors belong to the terminal front; the app reaches them
// through the composition root, the one package it depends on for its user interface.
public typealias UsageProblem = FeedTextUI.UsageProblem
public typealias CommandLineHelp = FeedTextUI.CommandLineHelp
