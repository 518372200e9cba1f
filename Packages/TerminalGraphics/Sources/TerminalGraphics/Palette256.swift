/// The xterm 256-colour palette's fixed part: a 6 × 6 × 6 cube (indices 16–231, levels 0, 95,
/// 135, 175, 215, 255) and a ramp of 24 greys (232–255, levels 8 to 238 by 10). The first 16
/// colours are left out: every terminal theme redefines them.
enum Palette256 {
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to the colour (by squared distance in RGB): the nearest cube
    /// colour or the nearest grey, whichever is closer; the cube on a tie.
    static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let (red, green, blue) = (Int(red), Int(green), Int(blue))
        let (cubeRed, cubeGreen, cubeBlue) = (nearestCubeStep(red), nearestCubeStep(green), nearestCubeStep(blue))
        let cubeDistance =
            square(red - cubeLevels[cubeRed]) + square(green - cubeLevels[cubeGreen])
            + square(blue - cubeLevels[cubeBlue])

        let greyStep = min(max(((red + green + blue) / 3 - 8 + 5) / 10, 0), 23)
        let grey = 8 + 10 * greyStep
        let greyDistance = square(red - grey) + square(green - grey) + square(blue - grey)

        if greyDistance < cubeDistance { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * cubeRed + 6 * cubeGreen + cubeBlue)
    }

    /// The palette index a person would take for the colour: of the cube colours around it (each
    /// channel's level below and above) and the two greys around its brightness, the one nearest
    /// brightness weighing more than hue. Plain distance in RGB takes a
    /// darker or lighter colour for the sake of hue, which is what makes a 256-colour photograph
    /// look blotchy; the eye (and a picture's likeness) goes by brightness first.
    static func perceptualIndex(red: Int, green: Int, blue: Int) -> UInt8 {
        var best = (distance: Int.max, index: UInt8(0))
        func consider(_ index: UInt8) {
            let color = color(at: index)
            let distance = perceptualDistance((red - color.red, green - color.green, blue - color.blue))
            if distance < best.distance { best = (distance, index) }
        }
        for redStep in cubeSteps(around: red) {
            for greenStep in cubeSteps(around: green) {
                for blueStep in cubeSteps(around: blue) {
                    consider(UInt8(16 + 36 * redStep + 6 * greenStep + blueStep))
                }
            }
        }
        let grey = min(max(((red * 299 + green * 587 + blue * 114) / 1000 - 8) / 10, 0), 23)
        consider(UInt8(232 + grey))
        consider(UInt8(232 + min(grey + 1, 23)))
        return best.index
    }

    /// The colour of an index from 16 to 255.
    static func color(at index: UInt8) -> (red: Int, green: Int, blue: Int) {
        let index = Int(index)
        if index >= 232 {
            let level = 8 + 10 * (index - 232)
            return (level, level, level)
        }
        let cube = max(index - 16, 0)
        return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }

    /// Squared differences in RGB plus three times the squared difference in brightness (Rec. 601
    /// luma), in thousandths so that integers suffice: a grey step counts twice a hue step as large.
    private static func perceptualDistance(_ difference: (Int, Int, Int)) -> Int {
        let (red, green, blue) = difference
        let luma = red * 299 + green * 587 + blue * 114
        return 3 * luma * luma / 1000 + 1000 * (red * red + green * green + blue * blue)
    }

    /// The cube's steps whose levels are nearest below and above the value (one at either end).
    private static func cubeSteps(around value: Int) -> ClosedRange<Int> {
        let above = cubeLevels.firstIndex { $0 >= value } ?? cubeLevels.count - 1
        return max(above - 1, 0)...above
    }

    /// The cube's levels are 0, then 95 to 255 by 40: halfway points 48 and 115, then every 40.
    private static func nearestCubeStep(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return (value - 35) / 40
    }

    private static func square(_ value: Int) -> Int {
        value * value
    }
}
