import LogCapture
import Testing
import UIKit

/// `UINib` compiles and registers; loading one fails at run time with one clear line and no objects,
/// and a cell registered only by nib dequeues as a plain cell with a logged line, never a trap.
@Suite(.serialized) @MainActor
struct NibTests {
    @Test func instantiatingANibLogsOneLineAndGivesNoObjects() {
        let nib = UINib(nibName: "CardCell", bundle: nil)
        var objects: [Any] = ["not replaced"]
        let records = LogCapture.records { objects = nib.instantiate(withOwner: nil, options: nil) }
        #expect(objects.isEmpty)
        #expect(records.count == 1)
        #expect(records.first?.message.contains("UINib(nibName: \"CardCell\").instantiate") == true)
        #expect(records.first?.message.contains("cannot be loaded on Linux") == true)
    }

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
        }
    }

    @Test func aTableCellRegisteredOnlyByNibShowsAsADefaultCell() {
        let window = makeTestWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows()
        table.dataSource = rows
        var records = LogCapture.records {
            table.register(UINib(nibName: "CardCell", bundle: .main), forCellReuseIdentifier: "Card")
        }
        #expect(records.count == 1 && records[0].message.contains("register the cell's class instead"))
        records = LogCapture.records {
            window.addSubview(table)
            window.tick(timestamp: 0)
        }
        #expect(table.visibleCells.count == 3)
        #expect(table.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self && $0.reuseIdentifier == "Card" })
        #expect(records.contains { $0.message.contains("no class registered") })
    }

    @Test func aNibRegistrationReplacesAClassRegistrationAsTheLastOneWins() {
        final class Card: UICollectionViewCell {}
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(Card.self, forCellWithReuseIdentifier: "Card")
        _ = LogCapture.records { collection.register(UINib(nibName: "Card", bundle: nil), forCellWithReuseIdentifier: "Card") }
        var cell: UICollectionViewCell?
        let records = LogCapture.records { cell = collection.dequeueReusableCell(withReuseIdentifier: "Card", for: IndexPath(item: 0, section: 0)) }
        #expect(cell.map { type(of: $0) == UICollectionViewCell.self } == true)
        #expect(records.count == 1)
    }
}
