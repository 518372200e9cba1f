import ImageDecoding

/// Draws pixels as text: each character cell shows two pixels, one above the other, as `▀` (upper
/// half block) in the upper pixel's colour (foreground) over the lower pixel's (background).
///
/// One line per two pixel rows (the last line of an odd height has no lower pixels). Each line
/// sets colours only where they change from the cell before, and ends with `ESC[0m`, so a line
/// can be printed alone and leaves the terminal's colours as they were.
///
/// Transparency: a pixel with alpha below 128 is not drawn, so the terminal's own background shows
/// through (a lone lower pixel is drawn as `▄` in the foreground colour, two transparent pixels as
/// a space on the default background); any other pixel is drawn opaque in its own colour. This
/// avoids guessing whether the terminal's background is dark or light.
///
/// The output holds no bytes but the characters `▀`, `▄`, space, and the SGR sequences
/// `ESC[38;…m`, `ESC[48;…m`, `ESC[49m` and `ESC[0m`.
public enum HalfBlockRenderer {
    private static let upperHalf = "\u{2580}"
    private static let lowerHalf = "\u{2584}"
    private static let defaultBackground = "\u{1B}[49m"
    private static let reset = "\u{1B}[0m"

    public static func lines(for image: PixelImage, colorMode: TerminalColorMode) -> [String] {
        stride(from: 0, to: image.height, by: 2).map { top in
            line(image, top: top, colorMode: colorMode)
        }
    }

    private static func line(_ image: PixelImage, top: Int, colorMode: TerminalColorMode) -> String {
        var line = ""
        // What the terminal has been told so far on this line; nil: not set (the default).
        var foreground: TerminalColor?
        var background: TerminalColor?

        func setForeground(_ color: TerminalColor) {
            if foreground != color { line += color.foreground }
            foreground = color
        }
        func setBackground(_ color: TerminalColor?) {
            if background != color { line += color?.background ?? defaultBackground }
            background = color
        }

        for x in 0..<image.width {
            let upper = visibleColor(image, x: x, y: top, mode: colorMode)
            let lower = top + 1 < image.height ? visibleColor(image, x: x, y: top + 1, mode: colorMode) : nil
            switch (upper, lower) {
            case (let upper?, let lower):
                setForeground(upper)
                setBackground(lower)
                line += upperHalf
            case (nil, let lower?):
                setForeground(lower)
                setBackground(nil)
                line += lowerHalf
            case (nil, nil):
                setBackground(nil)
                line += " "
            }
        }
        return line + reset
    }

    private static func visibleColor(_ image: PixelImage, x: Int, y: Int, mode: TerminalColorMode) -> TerminalColor? {
        let pixel = image.pixel(x: x, y: y)
        guard pixel.alpha >= 128 else { return nil }
        return TerminalColor(red: pixel.red, green: pixel.green, blue: pixel.blue, mode: mode)
    }
}
