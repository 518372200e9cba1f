/// The bash completion (`CompletionScript`): one function, bound with `complete -F`, that needs
/// nothing but bash (bash-completion's helpers are not used).
enum BashCompletionScript {
    static func script(_ options: [CommandLineOption]) -> String {
        let names = options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        return """
            # bash completion for feed-tty                                 -*- shell-script -*-
            # Written by `feed-tty --generate-completion-script bash`; bash-completion loads it from
            # share/bash-completion/completions/feed-tty, or source it from ~/.bashrc.

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
            \(arms(options))
                esac
                if [[ -n "$option" && ${#values[@]} -gt 0 ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "${values[*]}" -- "$value")
                    [[ -z "$prefix" ]] || COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
                    return 0
                fi

                if [[ "$cur" == -* || -z "$cur" ]]; then
                    mapfile -t COMPREPLY < <(compgen -W "\(names.joined(separator: " "))" -- "$cur")
                fi
                return 0
            }
            complete -F _feed_tty feed-tty

            """
    }

    /// One arm of the `case` per way of completing a value, naming the options completed that way.
    private static func arms(_ options: [CommandLineOption]) -> String {
        var arms: [(names: [String], body: [String])] = []
        for option in options {
            guard case let .text(_, kind) = option.value else { continue }
            let body = body(for: kind)
            if let index = arms.firstIndex(where: { $0.body == body }) {
                arms[index].names.append(option.name)
            } else {
                arms.append(([option.name], body))
            }
        }
        return arms.map { names, body in
            "        \(names.joined(separator: " | ")))\n" + body.map { "            \($0)\n" }.joined()
                + "            ;;"
        }.joined(separator: "\n")
    }

    private static func body(for kind: CommandLineOption.Kind) -> [String] {
        switch kind {
        case .number: ["return 0 # a number: nothing to offer"]
        case .url: ["compopt -o nospace 2>/dev/null", "values=(http:// https://)"]
        case let .choices(choices): ["values=(\(choices.joined(separator: " ")))"]
        case .file: paths("-f")
        case .directory: paths("-d")
        }
    }

    private static func paths(_ kind: String) -> [String] {
        [
            "compopt -o filenames 2>/dev/null",
            "mapfile -t COMPREPLY < <(compgen \(kind) -- \"$value\")",
            "[[ -z \"$prefix\" ]] || COMPREPLY=(\"${COMPREPLY[@]/#/$prefix}\")",
            "return 0",
        ]
    }
}
