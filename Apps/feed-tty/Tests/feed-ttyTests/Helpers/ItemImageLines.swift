/// What the text front said of each item's image, by item number, without the "image: " before
/// it: the image line under the item, or for an image that settled after its item was shown (at
/// a terminal), the line under a header naming the item; the later one counts.
enum ItemImageLines {
    static func parse(_ output: String) -> [Int: String] {
        var images = [Int: String]()
        var item: Int?
        for line in output.split(separator: "\n") {
            let text = line.drop { $0 == " " }
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits), text.dropFirst(digits.count).hasPrefix(". ") {
                let rest = text.dropFirst(digits.count + 2)
                if rest.hasPrefix("image: ") {
                    images[number] = String(rest.dropFirst("image: ".count))
                } else {
                    item = number
                }
            } else if let item, text.hasPrefix("image: ") {
                images[item] = String(text.dropFirst("image: ".count))
            }
        }
        return images
    }
}
