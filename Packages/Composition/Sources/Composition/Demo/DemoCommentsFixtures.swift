/// The comments of the demo feed's images, as `Scripts/fixtures/comments.json` has them: each made
/// some minutes before the request, so relative dates read as they would on a live feed.
struct DemoComment: Sendable {
    let id: String
    let message: String
    let username: String
    let minutesAgo: Int
}

enum DemoCommentsFixtures {
    static let commentsByImageID: [String: [DemoComment]] = [
        "1FEA3BCE-05A9-57C4-AD4D-C54BF3A5BFC9": [
            DemoComment(
                id: "D99CBF3C-291C-5E70-9B04-7B33DB2B86B1", message: "What a view! I could look at this all day.",
                username: "ana", minutesAgo: 5),
            DemoComment(
                id: "12C02568-D68A-56B8-A040-DF2B86F23FB7", message: "The fog makes it look like a painting.",
                username: "joão", minutesAgo: 90),
            DemoComment(
                id: "46154C5F-C846-51E8-BDDF-1A4A9FB4927A",
                message: "I was there last spring, the pastries nearby are wonderful.", username: "mike_t",
                minutesAgo: 2880),
        ],
        "2BBBE176-D4B6-5AB1-852B-0EB959AD9ED0": [
            DemoComment(
                id: "C19A7827-A322-548F-9EF6-434F2CB345B9", message: "Those shutters are such a lovely shade of blue.",
                username: "claire", minutesAgo: 45)
        ],
        "9E798F30-6902-5119-9673-12A19499D782": [
            DemoComment(
                id: "43085442-D5F5-5E4D-BE4D-58A31D0C20F1",
                message: "Is this real? It looks like the sky goes on forever.", username: "sam", minutesAgo: 12),
            DemoComment(
                id: "A9FFD72D-AB57-5B20-9FF4-3E0F4867ED9E",
                message: "Best time to visit is right after the rainy season.", username: "lucia", minutesAgo: 180),
            DemoComment(
                id: "1A7197BF-56D6-5DC2-A653-069B229BB0B0", message: "Added to my list.", username: "ken",
                minutesAgo: 1440),
            DemoComment(
                id: "267E9A4C-A664-54EF-9C64-D60388716057", message: "Incredible colours.", username: "priya",
                minutesAgo: 12960),
        ],
        "2999659F-EDAE-5544-AEFF-4BD8AFAEF034": [
            DemoComment(
                id: "B50BC512-BFCB-5CFA-B300-64B16FFF735D", message: "No caption? Still a nice shot.",
                username: "olivia", minutesAgo: 50400),
            DemoComment(
                id: "06ADDD19-9B66-56F8-80BC-B276E9CE8211", message: "Agreed, very moody.", username: "tom",
                minutesAgo: 576000),
        ],
        "BF57A603-79CD-5A7F-A676-D03FC891D453": [
            DemoComment(
                id: "E07416D4-EBC7-5727-B3FB-F4F295DCA30A",
                message: "I love riding this tram, it feels like going back in time.", username: "rita", minutesAgo: 1),
            DemoComment(
                id: "83693912-955E-5178-9C41-695D2CC40C3D", message: "Hold on tight on the steep part!",
                username: "pedro", minutesAgo: 300),
        ],
        "6112ACFD-575F-5ED7-B3D5-3A4C526D4AB9": [
            DemoComment(
                id: "3801AD76-77A2-53F9-A4D0-C00F5BCB6ACB", message: "So cosy. Was it very cold?", username: "maria",
                minutesAgo: 1560)
        ],
        "A3802579-AB34-50DB-84B7-D59B232356A4": [
            DemoComment(
                id: "2A1E3DAF-2554-579C-8BFE-35885510E122", message: "The red huts against the grey sea are perfect.",
                username: "erik", minutesAgo: 8640)
        ],
    ]
}
