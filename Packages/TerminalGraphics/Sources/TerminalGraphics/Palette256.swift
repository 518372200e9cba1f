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
