import Testing
@testable import UIKit

@Suite struct VisualFormatParserTests {
    let views: Set<String> = ["a", "b", "lab", "prev"]
    func parse(_ s: String, _ metrics: [String: Double] = [:]) throws -> VisualFormat {
        try VisualFormatParser.parse(s, metrics: metrics, viewNames: views)
    }

    @Test func theSeedsFormats() throws {
        let h = try parse("H:|-(10)-[lab]")
        #expect(h.orientation == .horizontal)
        #expect(h.leadingSuperview == .predicates([.init(object: .constant(10))]))
        #expect(h.views.map(\.name) == ["lab"] && h.trailingSuperview == nil)
        let v = try parse("V:[prev]-(10)-[lab]")
        #expect(v.orientation == .vertical && v.connections == [.predicates([.init(object: .constant(10))])])
        #expect(try parse("V:[lab]-(10)-|").trailingSuperview == .predicates([.init(object: .constant(10))]))
    }

    @Test func standardFlushAndSimpleConnections() throws {
        let f = try parse("|-[a]-[b]-|")
        #expect(f.leadingSuperview == .standard && f.connections == [.standard] && f.trailingSuperview == .standard)
        #expect(try parse("[a][b]").connections == [.flush])
        #expect(try parse("[a]-20-[b]").connections == [.predicates([.init(object: .constant(20))])])
        #expect(try parse("[a]-gap-[b]", ["gap": 12]).connections == [.predicates([.init(object: .constant(12))])])
    }

    @Test func predicatesWithRelationsPrioritiesViewsAndMetrics() throws {
        let f = try parse("[a(>=50,<=100@750)]")
        #expect(f.views[0].sizePredicates == [.init(relation: .greaterOrEqual, object: .constant(50)),
                                              .init(relation: .lessOrEqual, object: .constant(100), priority: 750)])
        #expect(try parse("[a(==b)]").views[0].sizePredicates == [.init(object: .view("b"))])
        #expect(try parse("[a(w)]", ["w": 44]).views[0].sizePredicates == [.init(object: .constant(44))])
        #expect(try parse("[a]-(>=8@250)-[b]").connections == [.predicates([.init(relation: .greaterOrEqual, object: .constant(8), priority: 250)])])
        #expect(try parse("[a]-(-5)-[b]").connections == [.predicates([.init(object: .constant(-5))])])
        #expect(try parse(" H : | - [ a ] ").views.count == 1)   // whitespace is ignored
    }

    @Test func errorsNameTheProblemAndWhereItIs() {
        func message(_ s: String, _ metrics: [String: Double] = [:]) -> String {
            do { _ = try parse(s, metrics); return "parsed" } catch let e as VisualFormatError { return e.message } catch { return "\(error)" }
        }
        #expect(message("H:[a").contains("must end with ']'"))
        #expect(message("V[a]").contains("Expected ':' after 'V'"))
        #expect(message("[a(>=)]").contains("Expected a number"))
        #expect(message("[unknown]") == "Unable to find view with name unknown")
        #expect(message("[a]-(10-[b]").contains("Expected ')'"))
        #expect(message("[a(==b@x)]") == "Unable to find metric with name x")
        #expect(message("[a(=<5)]").contains("Unknown relation"))
        #expect(message("[a(5@2000)]").contains("between 1 and 1000"))
        let e = try? parse("[a]-[zz]")
        #expect(e == nil)
        do { _ = try parse("[a]-[zz]") } catch let error as VisualFormatError {
            #expect(error.offset == 5)   // at the unknown name
            #expect(error.description.hasSuffix("\n     ^"))
        } catch {}
    }
}
