import FeedScreens

/// Late pictures in their places, at a terminal the front may move the cursor on (`pictures`).
extension TextScreenRenderer: ScreenSpace {
    /// An item whose picture is still loading and too tall for a place on this screen has no room
    /// until its picture comes (or the list has waited long enough): it is then shown whole.
    public func hasRoom(for items: [ListItem], listCount: Int) -> Bool {
        guard let pictures else { return true }
        if pictures.waitsForTallPictures, !pictures.canReserve, items.contains(where: \.isLoadingImage) {
            return false
        }
        let lines = TextItemLines(listCount: listCount, style: style)
        let width = pictures.size.columns
        var rows = 0
        var firstNewPlace: Int?
        for item in items {
            let itemLines = lines.lines(of: item)
            let textRows = itemLines.reduce(0) { $0 + LineWrapper.wrap($1, width: width).count }
            if item.isLoadingImage, pictures.canReserve {
                // The place starts at the image line, the item's last.
                firstNewPlace = firstNewPlace ?? rows + textRows - 1
                rows += textRows + pictures.reservedRows
            } else {
                rows += textRows + item.extraPictureRows
            }
        }
        return pictures.hasRoom(forRows: rows, firstNewPlace: firstNewPlace)
    }

    /// The pictures of the places given up come apart; those waiting for room may have it now.
    public func giveUpPendingPlaces() {
        guard let pictures else { return }
        pictures.giveUpPlaces()
        showApart(nil, on: pictures)
    }

    /// Each item whose picture is still loading keeps blank rows under its image line, if a place
    /// that tall fits on the screen at all. The lines go out in one write up to each place, whose
    /// row is the cursor's once the lines before it are out.
    func writePlacingPictures(_ items: [ListItem], listCount: Int, on pictures: InPlacePictures) {
        let itemLines = TextItemLines(listCount: listCount, style: style)
        var batch = [String]()
        var extraRows = 0
        func flush() {
            write(batch)
            batch.removeAll()
            pictures.cursorMoved(downRows: extraRows)
            extraRows = 0
        }
        for item in items {
            var lines = itemLines.lines(of: item)
            if item.isLoadingImage, pictures.canReserve, let imageLine = lines.popLast() {
                batch += lines
                flush()
                pictures.reserve(item: item.number)
                batch += [imageLine] + Array(repeating: "", count: pictures.reservedRows)
            } else {
                if item.isLoadingImage { pictures.expectApart(item: item.number) }
                batch += lines
                extraRows += item.extraPictureRows
            }
        }
        flush()
    }

    /// A picture that came (or failed, or was stopped) goes into its item's place while that can
    /// be found (`PicturePlaces`), given up or not: a resize or a list that went on leaves no
    /// "loading…" over blank rows that could have been filled. Else (its place left the screen or
    /// was lost to a resize, or it had none: a screen too short for one) it is shown apart, under
    /// its item's number and the first line of its description, so it can be told whose it is, and
    /// in feed order: after the pictures apart of the items before it, which it waits for
    /// (`ApartOrder`). A stop is not said apart item by item: that would bury the one line that
    /// says what Ctrl-C did. An image loading again (`retry N`) keeps a new place.
    func showChangePlacingPicture(_ item: ListItem, listCount: Int, on pictures: InPlacePictures) {
        guard case let .image(_, state) = item.content else { return }
        var apart: ApartPicture?
        switch pictures.placement(of: item.number, rows: state.loadedImage?.thumbnailRows ?? 0) {
        case nil where state == .loading:
            writeLoadingAgain(item, listCount: listCount, on: pictures)
            return
        case let .inPlace(rowsUp):
            let imageLines = TextItemLines(listCount: listCount, style: style).imageLines(of: item)
            guard let header = imageLines.first else { return }
            pictures.draw(header: header, picture: Array(imageLines.dropFirst()), rowsUp: rowsUp)
        case .apart, nil:
            apart = state == .stopped ? nil : ApartPicture(item: item, listCount: listCount)
        }
        showApart(apart, on: pictures)
    }

    /// An image loading again (`retry N`) gets a place of its own under what is shown: its item's
    /// number and first line, its image line and the rows kept under it, where its picture goes
    /// when it comes, under that one header. Where no place fits (a screen too short, or one that
    /// would push a place still kept off the screen), one line under its number says it is
    /// loading, and the picture comes apart.
    private func writeLoadingAgain(_ item: ListItem, listCount: Int, on pictures: InPlacePictures) {
        var lines = apartLines(of: ApartPicture(item: item, listCount: listCount), width: pictures.size.columns)
        let rows = lines.count + pictures.reservedRows
        guard pictures.canReserve, pictures.hasRoom(forRows: rows, firstNewPlace: lines.count - 1),
            let imageLine = lines.popLast()
        else {
            write(TextItemLines(listCount: listCount, style: style).changeLines(of: item))
            pictures.expectApart(item: item.number)
            return
        }
        write(lines)
        pictures.reserve(item: item.number)
        write([imageLine] + Array(repeating: "", count: pictures.reservedRows))
    }

    /// Shows `picture` apart, or keeps it until the items before it settle and there is room for
    /// it, with the pictures waiting that can be shown now.
    private func showApart(_ picture: ApartPicture?, on pictures: InPlacePictures) {
        let width = pictures.size.columns
        let released = pictures.showApart(picture) { picture in
            apartLines(of: picture, width: width).reduce(picture.item.extraPictureRows) {
                $0 + LineWrapper.wrap($1, width: width).count
            }
        }
        writeApart(released, on: pictures)
    }

    func writeApart(_ released: [ApartPicture], on pictures: InPlacePictures) {
        for picture in released {
            write(apartLines(of: picture, width: pictures.size.columns))
            pictures.cursorMoved(downRows: picture.item.extraPictureRows)
        }
    }

    private func apartLines(of picture: ApartPicture, width: Int) -> [String] {
        TextItemLines(listCount: picture.listCount, style: style).apartLines(of: picture.item, width: width)
    }

    /// "Loading…" is the line just above the cursor while nothing came after it: what it announced
    /// is written over it.
    func writeOverLoadingLine() {
        defer { rowUnderLoadingLine = nil }
        guard let pictures, let row = rowUnderLoadingLine, row == pictures.places.cursorRow else { return }
        output.write(pictures.moveUpOverLastLine())
    }
}

extension ListItem {
    fileprivate var isLoadingImage: Bool {
        if case .image(_, .loading) = content { true } else { false }
    }

    /// Rows a picture takes beyond its lines (a picture protocol's one line covers several).
    fileprivate var extraPictureRows: Int {
        guard case let .image(_, state) = content, let image = state.loadedImage else { return 0 }
        return image.thumbnailRows - image.thumbnail.count
    }
}

extension ListItem.ImageState {
    fileprivate var loadedImage: LoadedImage? {
        if case let .loaded(image) = self { image } else { nil }
    }
}
