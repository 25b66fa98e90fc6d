import HostContextTesting
import Testing
import UIKit

/// Configuration pieces of issue 27 item 3 that are not covered through the corpus: the list
/// content view's text guide, image renderer formats, header configurations by table style,
/// the background configuration's state colours, and the collection view controller's layout.
@Suite(.freshHostContext) @MainActor
struct TableConfigurationTests {
    @Test func theTextLayoutGuideFollowsTheText() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Wi-Fi"
        let view = UIListContentView(configuration: configuration)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.frame = CGRect(x: 0, y: 100, width: 320, height: 60)
        window.addSubview(view)
        let guide = view.textLayoutGuide
        #expect(guide != nil)
        // A view pinned to the guide's leading edge lines up with the text: the 16 pt margin.
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        if let guide {
            NSLayoutConstraint.activate([
                marker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                marker.topAnchor.constraint(equalTo: guide.bottomAnchor),
                marker.widthAnchor.constraint(equalToConstant: 10),
                marker.heightAnchor.constraint(equalToConstant: 2),
            ])
        }
        window.tick(timestamp: 0)
        window.tick(timestamp: 1.0 / 60)
        let font = UIFont.systemFont(ofSize: 17)
        // The text: 16 pt from the leading edge, one line of the body font centred in the 60 pt view.
        #expect(marker.frame.minX == 16)
        #expect(abs(marker.frame.minY - (30 + font.lineHeight / 2)) < 0.5)
        configuration.text = nil
        view.configuration = configuration
        #expect(view.textLayoutGuide == nil)
    }

    @Test func anImagesRendererFormatKeepsItsScaleAndOpacity() {
        let opaqueFormat = UIGraphicsImageRendererFormat()
        opaqueFormat.scale = 3
        opaqueFormat.opaque = true
        let opaque = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: opaqueFormat).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
        }
        #expect(opaque.imageRendererFormat.scale == 3)
        #expect(opaque.imageRendererFormat.opaque)
        let clearFormat = UIGraphicsImageRendererFormat()
        clearFormat.scale = 2
        let clear = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: clearFormat).image { _ in }
        #expect(clear.imageRendererFormat.scale == 2)
        #expect(!clear.imageRendererFormat.opaque)
        // Redrawn through its own format, the image keeps its pixel size.
        let redrawn = UIGraphicsImageRenderer(size: opaque.size, format: opaque.imageRendererFormat).image { _ in
            opaque.draw(at: .zero)
        }
        #expect(redrawn.cgImage?.width == 30 && redrawn.cgImage?.height == 12)
    }

    @Test func headerConfigurationsFollowTheTablesStyle() {
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        grouped.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
        let header = grouped.dequeueReusableHeaderFooterView(withIdentifier: "H")!
        #expect(header.defaultContentConfiguration().textProperties.font == UIListContentConfiguration.groupedHeader().textProperties.font)
        #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration().textProperties.font
                == UIListContentConfiguration.plainHeader().textProperties.font)
        let background = UIView()
        header.backgroundView = background
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 30)
        header.layoutIfNeeded()
        #expect(background.frame == header.bounds)
        #expect(header.subviews.first === background)
    }

    @Test func listBackgroundsTakeTheSelectedGrayForSelectedAndHighlightedStates() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection.current)
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .white)
        state.isHighlighted = true
        #expect(plain.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        state.isHighlighted = false
        state.isSelected = true
        #expect(plain.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(UIBackgroundConfiguration.clear().updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .clear)
        var custom = UIBackgroundConfiguration.listGroupedCell()
        custom.backgroundColor = .systemTeal
        #expect(custom.updated(for: state).resolvedBackgroundColor(for: .systemBlue) == .systemTeal)
        state[UIConfigurationStateCustomKey("favorite")] = true
        #expect(state[UIConfigurationStateCustomKey("favorite")] == AnyHashable(true))
    }

    @Test func aCollectionViewControllerMakesItsViewWithItsLayout() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(!controller.isViewLoaded)
        #expect(controller.collectionView.collectionViewLayout === layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.installsStandardGestureForInteractiveMovement)
        #expect(!controller.useLayoutToLayoutNavigationTransitions)
    }
}
