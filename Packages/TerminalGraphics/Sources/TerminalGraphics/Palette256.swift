/// The xterm 256-colour palette's fixed part: a 6 × 6 × 6 cube (indices 16–231, levels 0, 95,
/// 135, 175, 215, 255) and a ramp of 24 greys (232–255, levels 8 to 238 by 10). The first 16
/// colours are left out: every terminal theme redefines them.
enum Palette256 {
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to the colour (by squared distance in RGB): the nearest cube
    /// colour or the nearest grey, whichever is closer; the cube on a tie.
    static func nearestIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let rgb = [Int(red), Int(green), Int(blue)]
        let cube = rgb.map(nearestCubeStep)
        let cubeColor = cube.map { cubeLevels[$0] }

        let average = (rgb[0] + rgb[1] + rgb[2]) / 3
        let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
        let grey = 8 + 10 * greyStep

        let cubeDistance = distance(rgb, cubeColor)
        let greyDistance = distance(rgb, [grey, grey, grey])
        if greyDistance < cubeDistance { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * cube[0] + 6 * cube[1] + cube[2])
    }

    /// The cube's levels are 0, then 95 to 255 by 40: halfway points 48 and 115, then every 40.
    private static func nearestCubeStep(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return (value - 35) / 40
    }

    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
}
