import FeedScreens

/// An item's picture (or its failure) shown apart from its item, with the list's size, which
/// sets the width of its number.
struct ApartPicture {
    let item: ListItem
    let listCount: Int
}
