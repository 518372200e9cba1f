/// The demo feed's content, built into the binary so `feed-tty` works with no server and no
/// files next to it. The same photos as `Scripts/fixtures`, except that item 7's image is broken
/// here, so the demo's first page also shows what a failed image looks like.
struct DemoFeedItem: Sendable {
    let id: String
    let description: String?
    let location: String?
    let image: String
}

enum DemoFeedFixtures {
    static let items: [DemoFeedItem] = [
        DemoFeedItem(
            id: "1FEA3BCE-05A9-57C4-AD4D-C54BF3A5BFC9",
            description: "Morning fog lifting off the harbour, with fishing boats still tied up at the pier.",
            location: "Porto, Portugal", image: "photo-640x480.jpg"),
        DemoFeedItem(
            id: "2BBBE176-D4B6-5AB1-852B-0EB959AD9ED0",
            description: "A narrow cobbled lane lined with flower boxes and blue shutters.", location: "Colmar, France",
            image: "pixel.png"),
        DemoFeedItem(
            id: "9E798F30-6902-5119-9673-12A19499D782",
            description: "Sunset over the salt flats, the sky reflected in a thin layer of water.",
            location: "Salar de Uyuni, Bolivia", image: "photo-progressive-320x240.jpg"),
        DemoFeedItem(
            id: "2999659F-EDAE-5544-AEFF-4BD8AFAEF034", description: nil, location: nil, image: "anim-2x3.gif"),
        DemoFeedItem(
            id: "BF57A603-79CD-5A7F-A676-D03FC891D453",
            description: "An old yellow tram crossing the hill at rush hour.", location: "Lisbon, Portugal",
            image: "tile-16x16.webp"),
        DemoFeedItem(
            id: "3DFEC6BD-93A0-57BE-A57B-08CCE4E829DE",
            description: "Tea terraces climbing the hillside after a night of rain.", location: "Munnar, India",
            image: "photo-640x480.jpg"),
        DemoFeedItem(
            id: "A40F1909-087F-53B6-943D-8AF8E12A03B1",
            description: "A quiet reading corner with a window seat and a stack of old paperbacks.", location: nil,
            image: "broken.png"),
        DemoFeedItem(
            id: "6112ACFD-575F-5ED7-B3D5-3A4C526D4AB9",
            description: "Snow on the rooftops of the old town, seen from the castle walls.",
            location: "Tallinn, Estonia", image: "photo-progressive-320x240.jpg"),
        DemoFeedItem(
            id: "5DEAA426-17A7-5AA4-A6B3-94EEA9213DD5",
            description: "Market stalls piled high with peppers, lemons and fresh herbs.", location: "Palermo, Italy",
            image: "anim-2x3.gif"),
        DemoFeedItem(
            id: "E5FCA391-B304-5739-86E6-94E77C488678",
            description: "A lighthouse on the rocks just before a summer storm rolled in.",
            location: "Peggy's Cove, Canada", image: "tile-16x16.webp"),
        DemoFeedItem(
            id: "B24E2561-FEB4-5924-A3D3-44E1A6E3F38D",
            description: "Cherry blossoms along the canal, with petals floating on the water.",
            location: "Kyoto, Japan", image: "photo-640x480.jpg"),
        DemoFeedItem(
            id: "A3802579-AB34-50DB-84B7-D59B232356A4",
            description: "Wooden fishing huts painted red against a grey winter sea.", location: "Reine, Norway",
            image: "broken.png"),
        DemoFeedItem(
            id: "BB6E537C-FFEB-5F2B-962F-BC87B3D57CFC",
            description: "A café terrace on a warm evening, chairs turned towards the square.",
            location: "Zürich, Switzerland", image: "photo-progressive-320x240.jpg"),
        DemoFeedItem(
            id: "4FFEA379-D28B-504C-BCD3-B75D3DBCD381",
            description: "Desert dunes at first light, long shadows across the ridges.", location: "Merzouga, Morocco",
            image: "anim-2x3.gif"),
        DemoFeedItem(
            id: "BC7F8288-9534-58FA-A4A5-5473164B71CF", description: nil, location: "Reykjavík, Iceland",
            image: "tile-16x16.webp"),
        DemoFeedItem(
            id: "B0868611-DF45-5F49-A0C4-EB71A84E6EC1",
            description: "A row of colourful houses reflected in the still water of the canal.",
            location: "Copenhagen, Denmark", image: "photo-640x480.jpg"),
        DemoFeedItem(
            id: "D086BDBF-0EDA-5226-8426-64F36BEC6EC6",
            description: "Hikers resting by a glacier lake, the water a milky turquoise.", location: "Banff, Canada",
            image: "pixel.png"),
        DemoFeedItem(
            id: "F4AA1B01-AABB-5528-A90B-677DA50FEAE7",
            description: "Paper lanterns strung across an alley in the old quarter.", location: "Hoi An, Vietnam",
            image: "photo-progressive-320x240.jpg"),
        DemoFeedItem(
            id: "864E3FDC-FA83-5634-9EB3-BE38CAD1C912",
            description: "Vineyards in autumn, rows of vines turning gold and red.", location: "Mendoza, Argentina",
            image: "anim-2x3.gif"),
        DemoFeedItem(
            id: "E52157B8-CEFE-572E-BE38-4B8EAED4FD2E",
            description: "The central station hall at midnight, almost empty.", location: "Antwerp, Belgium",
            image: "tile-16x16.webp"),
        DemoFeedItem(
            id: "CCC386C2-07EE-54DA-B0E7-0CE777254058",
            description: "Sea stacks and crashing waves along the coastal path.",
            location: "Great Ocean Road, Australia", image: "photo-640x480.jpg"),
        DemoFeedItem(
            id: "8F5D9AEA-EFEB-518C-9C90-7AF01FB6CC92", description: "An arched stone bridge over a green river.",
            location: "Mostar, Bosnia and Herzegovina", image: "pixel.png"),
        DemoFeedItem(
            id: "CF4AC22B-C171-573B-ADA8-DC5564CAC89D", description: nil, location: nil,
            image: "photo-progressive-320x240.jpg"),
        DemoFeedItem(
            id: "274216A3-D43E-59FF-ABDF-B34B89129293",
            description: "A rooftop garden with tomatoes and sunflowers above a busy street.",
            location: "São Paulo, Brazil", image: "anim-2x3.gif"),
        DemoFeedItem(
            id: "CF461F78-5AA9-595F-A8EC-007D6C7988BE",
            description: "Last light on the mountain hut before the long walk down.", location: "Zermatt, Switzerland",
            image: "tile-16x16.webp"),
    ]
}
