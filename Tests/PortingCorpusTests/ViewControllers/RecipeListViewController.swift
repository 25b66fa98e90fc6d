import UIKit

/// A recipe list whose rows peek at the recipe on a long press, written the way iOS apps do it:
/// a `UITableViewController` subclass overriding the context menu delegate methods, a preview
/// provider making a detail controller, and the detail opened from the commit animator's completion.
final class RecipeListViewController: UITableViewController {
    let recipes = ["Pancakes", "Risotto", "Tarte Tatin", "Gazpacho"]
    /// The delegate calls and animator completions, in order.
    var events: [String] = []
    /// How many times the preview provider ran.
    var previewRequests = 0
    /// Whether the provider returns a controller (false: it returns nil).
    var providesPreview = true
    /// Whether the configuration has a preview provider at all (false: the cell is lifted instead).
    var usesPreviewProvider = true
    /// The controller the commit animator handed over when the preview was tapped.
    var opened: UIViewController?
    /// The row whose menu was asked for last.
    var menuRow: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Recipe")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { recipes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Recipe", for: indexPath)
        cell.textLabel?.text = recipes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let recipe = recipes[indexPath.row]
        menuRow = indexPath
        let provider: UIContextMenuContentPreviewProvider = { [weak self] in
            guard let self else { return nil }
            self.previewRequests += 1
            return self.providesPreview ? RecipePreviewController(recipe: recipe) : nil
        }
        return UIContextMenuConfiguration(identifier: nil,
                                          previewProvider: usesPreviewProvider ? provider : nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Favorite") { _ in }])
        }
    }

    override func tableView(_ tableView: UITableView,
                            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        guard let indexPath = menuRow, let cell = tableView.cellForRow(at: indexPath) else { return nil }
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .systemBackground
        return UITargetedPreview(view: cell, parameters: parameters)
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        events.append("willDisplay")
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        events.append("willEnd")
    }

    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionCommitAnimating) {
        events.append("willPerformPreviewAction")
        animator.addCompletion { [weak self] in
            self?.events.append("completion")
            self?.opened = animator.previewViewController
        }
    }
}

/// The peeked recipe: a magenta card that asks for 300 × 600 pt, taller than a 320 × 480 window can
/// show above a menu, so the preview is scaled down.
final class RecipePreviewController: UIViewController {
    let recipe: String
    init(recipe: String) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        preferredContentSize = CGSize(width: 300, height: 600)
    }
}
