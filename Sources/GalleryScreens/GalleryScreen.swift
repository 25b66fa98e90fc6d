import UIKit

/// One example of the Gallery: a title and a view controller that builds it.
@MainActor
public struct GalleryScreen {
    public let title: String
    public let make: () -> UIViewController

    /// Every screen, in the order the home list shows them.
    public static let all: [GalleryScreen] = [
        GalleryScreen(title: "30 labels") { ThirtyLabelsViewController() },
        GalleryScreen(title: "Content view") { ContentViewViewController() },
        GalleryScreen(title: "Paging + page control") { PagingViewController() },
        GalleryScreen(title: "Map with a draggable flag") { FlagMapViewController() },
        GalleryScreen(title: "Floating view") { FloatingViewController() },
        GalleryScreen(title: "Nested: pager of lists") { NestedPagerViewController() },
        GalleryScreen(title: "Photo browser") { PhotoBrowserViewController() },
        GalleryScreen(title: "Tiles with reuse") { TilingViewController() },
        GalleryScreen(title: "Infinite zoom") { InfiniteZoomViewController() },
        GalleryScreen(title: "Auto Layout: labels + floater") { AutoLayoutLabelsViewController() },
        GalleryScreen(title: "Auto Layout: settings form") { AutoLayoutFormViewController() },
        GalleryScreen(title: "Text fields") { TextFieldsViewController() },
        GalleryScreen(title: "Keyboard: form (inset)") { KeyboardInsetFormViewController() },
        GalleryScreen(title: "Keyboard: form (layout guide)") { KeyboardGuideFormViewController() },
        GalleryScreen(title: "Photo grid") { PhotoGridViewController() },
        GalleryScreen(title: "App Store (compositional)") { AppStoreCompositionalViewController() },
        GalleryScreen(title: "Contacts (100,000 rows)") { ContactsViewController() },
        GalleryScreen(title: "Outline list (collection)") { OutlineListViewController() },
        GalleryScreen(title: "Custom bottom sheet") { BottomSheetTransitionViewController() },
    ]
}
