# bash completion for feed-tty                                 -*- shell-script -*-
#
# Installed by Scripts/install as PREFIX/share/bash-completion/completions/feed-tty, and by the
# Debian package (Scripts/package deb) as /usr/share/bash-completion/completions/feed-tty, where
# bash-completion loads it the first time feed-tty is completed; or source it from ~/.bashrc.
# Needs nothing but bash: bash-completion's helpers are not used. Kept in step with
# `feed-tty --help` by Scripts/tests/test_manual_and_completions.py.

_feed_tty() {
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local prev=""
    ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
    COMPREPLY=()

    # `--images=bl`: bash splits it at `=` when COMP_WORDBREAKS has `=` (the default) into
    # `--images`, `=`, `bl`; without it, the word is whole and its value is after the `=`.
    local option="" value="$cur" prefix=""
    if [[ "$cur" == "=" && "$prev" == --* ]]; then
        option="$prev" value=""
    elif [[ "$prev" == "=" ]] && ((COMP_CWORD > 1)) && [[ "${COMP_WORDS[COMP_CWORD - 2]}" == --* ]]; then
        option="${COMP_WORDS[COMP_CWORD - 2]}"
    elif [[ "$cur" == --*=* ]]; then
        option="${cur%%=*}" value="${cur#*=}" prefix="$option="
    elif [[ "$prev" == --* ]]; then
        option="$prev"
    fi

    local -a values=()
    case "$option" in
        --images) values=(auto kitty iterm sixel blocks none) ;;
        --lang) values=(en pt-BR el) ;;
        --format) values=(text json) ;;
        --url)
            compopt -o nospace 2>/dev/null
            values=(http:// https://)
            ;;
        --cache-dir)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -d -- "$value")
            [[ -z "$prefix" ]] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
            return 0
            ;;
        --log | --config)
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -f -- "$value")
            [[ -z "$prefix" ]] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
            return 0
            ;;
        --timeout | --image-rows | --watch-interval) return 0 ;; # a number: nothing to offer
    esac
    if [[ -n "$option" && ${#values[@]} -gt 0 ]]; then
        mapfile -t COMPREPLY < <(compgen -W "${values[*]}" -- "$value")
        [[ -z "$prefix" ]] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
        return 0
    fi

    # Commands are read from standard input, so only options are completed.
    if [[ "$cur" == -* || -z "$cur" ]]; then
        local options="--url --cache-dir --no-cache --lang --timeout --log --no-color --no-links --format --images
            --image-rows --watch --watch-interval --config --no-config --help --version"
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
    fi
    return 0
}
complete -F _feed_tty feed-tty
