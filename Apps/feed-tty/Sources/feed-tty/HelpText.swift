enum HelpText {
    static let version = "feed-tty 0.1.0"

    static let usage = """
        usage: feed-tty [--url BASE] [--timeout SECONDS] [--no-color] [--help] [--version]
        """

    static let help = """
        feed-tty — read an image feed in the terminal.

        \(usage)

        Options:
          --url BASE          the feed API to read, e.g. https://ile-api.essentialdeveloper.com/essential-feed
                              (scheme, host, port and path are kept). Without it, a built-in demo feed.
          --timeout SECONDS   give up on a request after this long (default 30).
          --no-color          never colour the output.
          --help, -h          show this help.
          --version           show the version.

        Commands (one per line; a prompt is shown when input is a terminal):
          refresh, r          reload the screen
          more, m             load the next page of the feed
          comments N, c N     show the comments of item N
          back, b             return from the comments to the feed
          retry N             load the image of item N again
          help, ?             show the commands
          quit, q             leave (end of input also quits)

        When input is not a terminal, each command waits until the previous one has finished, and
        end of input quits once nothing is loading.

        Environment:
          NO_COLOR            when set, never colour the output (colour is only used on a terminal).

        Exit status: 0 on success; 1 when input is not a terminal and the last feed load failed;
        64 on a usage error.
        """
}
