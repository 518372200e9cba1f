# fish completion for feed-tty.
#
# Installed by Scripts/install as PREFIX/share/fish/vendor_completions.d/feed-tty.fish, and by the
# Debian package (Scripts/package deb) as /usr/share/fish/vendor_completions.d/feed-tty.fish, where
# fish looks the first time feed-tty is completed. Kept in step with `feed-tty --help` by
# Scripts/tests/test_manual_and_completions.py.

# Commands are read from standard input: only options are completed, never files as arguments.
complete -c feed-tty -f

complete -c feed-tty -l url -x -a 'http:// https://' -d 'The feed API to read (without it, a built-in demo feed)'
complete -c feed-tty -l cache-dir -x -a '(__fish_complete_directories)' -d 'Where the last feed is kept for offline use'
complete -c feed-tty -l no-cache -d 'Neither read nor write the offline cache'
complete -c feed-tty -l lang -x -a 'en\tEnglish pt-BR\t"Brazilian Portuguese" el\tGreek' -d 'The language'
complete -c feed-tty -l timeout -x -d 'Give up on a request after this many seconds (0.1 to 3600)'
complete -c feed-tty -l log -r -F -d 'Append one line per load to FILE'
complete -c feed-tty -l no-color -d 'Never colour the output'
complete -c feed-tty -l no-links -d 'Make no image line a link to its image'
complete -c feed-tty -l format -x -d 'The output format' \
    -a 'text\t"For people" json\t"One JSON object per line, for programs"'
complete -c feed-tty -l images -x -d 'How thumbnails are drawn' \
    -a 'auto\t"Ask the terminal" kitty\t"kitty graphics protocol" iterm\t"iTerm2 inline images"
        sixel\tSixel blocks\t"Block symbols" none\t"No thumbnails"'
complete -c feed-tty -l image-rows -x -d 'How many rows a thumbnail takes (1 to 50)'
complete -c feed-tty -l watch -d 'Check the feed by itself, showing new items as they come'
complete -c feed-tty -l watch-interval -x -d 'How often a watch checks the feed at most, in seconds (1 to 86400)'
complete -c feed-tty -l config -r -F -d 'Read the configuration from FILE'
complete -c feed-tty -l no-config -d 'Read no configuration file'
complete -c feed-tty -s h -l help -d 'Show the help'
complete -c feed-tty -l version -d 'Show the version'
