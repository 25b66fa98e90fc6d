import UIKit

/// Programming iOS 7, ch. 7, the Auto Layout version: the scroll view and its thirty labels are
/// placed by visual-format constraints, and the last label pinned to the bottom gives the content
/// height "from the inside out".
class LabelsVisualFormatViewController: UIViewController {
    let sv = UIScrollView()
    private(set) var labels: [UILabel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sv.backgroundColor = .white
        sv.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sv)
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[sv]|", options: [], metrics: nil,
                                                           views: ["sv": sv]))
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[sv]|", options: [], metrics: nil,
                                                           views: ["sv": sv]))
        var previousLab: UILabel?
        for i in 0..<30 {
            let lab = UILabel()
            lab.translatesAutoresizingMaskIntoConstraints = false
            lab.text = "This is label \(i + 1)"
            sv.addSubview(lab)
            sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(10)-[lab]", options: [],
                                                             metrics: nil, views: ["lab": lab]))
            if let previousLab {
                sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[prev]-(10)-[lab]", options: [],
                                                                 metrics: nil, views: ["lab": lab, "prev": previousLab]))
            } else {
                sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(10)-[lab]", options: [],
                                                                 metrics: nil, views: ["lab": lab]))
            }
            previousLab = lab
            labels.append(lab)
        }
        sv.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:[lab]-(10)-|", options: [],
                                                         metrics: nil, views: ["lab": previousLab!]))
    }
}
