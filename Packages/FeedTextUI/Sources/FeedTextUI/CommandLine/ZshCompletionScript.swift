/// The zsh completion (`CompletionScript`): `_arguments` with one spec per option. Autoloaded from
/// fpath as `_feed-tty`, or sourced after compinit.
enum ZshCompletionScript {
    static func script(_ options: [CommandLineOption]) -> String {
        """
        #compdef feed-tty
        # zsh completion for feed-tty, written by `feed-tty --generate-completion-script zsh`.
        # Autoloaded as _feed-tty from a folder in fpath (put it there before compinit), or sourced
        # after compinit.

        _feed-tty() {
            local curcontext="$curcontext" state state_descr line ret=1
            typeset -A opt_args

            _arguments -s -S \\
        \(options.map { "        " + spec(for: $0) + " \\" }.joined(separator: "\n"))
                && ret=0

            case "$state" in
                url)
                    _wanted urls expl 'URL' compadd -S '' -- http:// https:// && ret=0
                    ;;
            esac
            return ret
        }

        # Autoloaded from fpath, this file is _feed-tty's body: define it (above), then complete.
        # Sourced, it registers the function instead.
        if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
            _feed-tty "$@"
        else
            compdef _feed-tty feed-tty
        fi

        """
    }

    /// `'(--no-cache)--cache-dir=[description]:DIR:_files -/'`: what the option excludes, its
    /// name(s), its description and, with a value, how the value is completed.
    private static func spec(for option: CommandLineOption) -> String {
        let excluded =
            option.standsAlone ? "(- *)" : option.alternative.map { "(\($0))" } ?? ""
        let description = "[" + bracketed(CompletionScript.description(of: option)) + "]"
        var value = ""
        if case let .text(placeholder, kind) = option.value {
            value = "=" + description + ":" + placeholder + ":" + action(for: kind)
        } else {
            value = description
        }
        guard let short = option.shortName else {
            return CompletionScript.quoted(excluded + option.name + value)
        }
        return CompletionScript.quoted(excluded) + "{\(option.name),\(short)}" + CompletionScript.quoted(value)
    }

    private static func action(for kind: CommandLineOption.Kind) -> String {
        switch kind {
        case .number: " "
        case .url: "->url"
        case .file: "_files"
        case .directory: "_files -/"
        case let .choices(choices): "(\(choices.joined(separator: " ")))"
        }
    }

    /// Inside `[…]`, a bracket or a backslash is written after a backslash.
    private static func bracketed(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
