import ActionData
import Foundation
import Testing

@Suite("Date picker range")
struct DatePickerRangeTests {
    @Test("without range attributes the range set on the model stays; with them the binding's wins")
    func range() throws {
        let start = Date(timeIntervalSince1970: 0)
        let end = Date(timeIntervalSince1970: 864_000)
        let own = ADDatePickerModel(name: "own", dataPath: "due")
        own.minimumDate = start
        own.maximumDate = end
        let bound = ADDatePickerModel(name: "bound")
        bound.minimumDate = end
        bound.dataBinding = try ADBindingExpression("due { minimumValue: start }", kind: .date)
        let controller = ADBindingController(root: ADViewGroup([own, bound]))
        controller.setRecord(["due": .date(end), "start": .date(start)])
        #expect(own.minimumDate == start && own.maximumDate == end)
        #expect(bound.minimumDate == start && bound.maximumDate == nil)
        try controller.setValue(.null, at: "start")
        #expect(bound.minimumDate == nil)
    }
}
