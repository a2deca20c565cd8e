#if canImport(UIKitStub)
import ActionData
@testable import ActionDataUIKit
import Foundation
import Testing
import UIKitStub

/// A booking with a due date and the range it may take.
private struct Booking: Codable {
    var due: Date
    var earliest: Date
    var latest: Date
}

/// Noon (UTC) of a day of May 2026, so the day reads the same in any time zone within 11 hours.
private func may(_ day: Int) -> Date {
    Date(timeIntervalSince1970: 1_777_593_600 + Double(day - 1) * 86_400 + 43_200)
}

@MainActor
@Suite("ADBoundDatePicker")
struct DatePickerAdapterTests {
    let picker = ADBoundDatePicker(frame: .zero)
    let shown = ADBoundLabel(frame: .zero)
    let form: BoundForm

    init() throws {
        picker.dataPath = "due"
        picker.liveUpdate = true
        picker.colorPath = "'#336699'"
        picker.model.dataBinding = try ADBindingExpression("due { minimumValue: earliest, maximumValue: latest }", kind: .date)
        shown.dataPath = "due"
        shown.formatType = "date"
        shown.formatPattern = "yyyy-MM-dd"
        form = BoundForm([picker, shown])
    }

    @Test func showsTheDateItsRangeAndTint() throws {
        try form.show(Booking(due: may(10), earliest: may(1), latest: may(31)))
        #expect(form.controller.controls.count == 2)
        #expect(picker.date == may(10))
        #expect(picker.minimumDate == may(1))
        #expect(picker.maximumDate == may(31))
        #expect(picker.tintColor.hex == "#336699")
        #expect(shown.text == "2026-05-10")
    }

    @Test func aPickedDateIsWrittenAndDependantsFollow() throws {
        try form.show(Booking(due: may(10), earliest: may(1), latest: may(31)))
        picker.date = may(20)
        picker.sendActions(for: .valueChanged)
        #expect(form.controller.record["due"] == .date(may(20)))
        #expect(shown.text == "2026-05-20")
        #expect(try form.controller.getDataModel(Booking.self).due == may(20))
    }

    @Test func aDateOutsideTheRangeIsShownWithinItAndNotWritten() throws {
        try form.show(Booking(due: may(3), earliest: may(5), latest: may(31)))
        #expect(picker.date == may(5))
        #expect(!picker.model.hasEdits)
        #expect(form.controller.record["due"] == .date(may(3)))
        picker.date = may(1)
        #expect(picker.date == may(5))
        picker.sendActions(for: .valueChanged)
        #expect(form.controller.record["due"] == .date(may(5)))
    }

    @Test func interfaceBuildersRangeStandsWithoutRangeAttributes() throws {
        picker.model.dataBinding = nil
        picker.minimumDate = may(2)
        picker.maximumDate = may(9)
        try form.show(Booking(due: may(12), earliest: may(1), latest: may(31)))
        #expect(picker.minimumDate == may(2) && picker.maximumDate == may(9))
        #expect(picker.date == may(9))
    }

    @Test func settingTheDateFromTheRecordSendsNoAction() throws {
        var picks = 0
        picker.addAction(UIAction { _ in picks += 1 }, for: .valueChanged)
        try form.show(Booking(due: may(10), earliest: may(1), latest: may(31)))
        form.controller.refreshDisplay()
        #expect(picks == 0)
        #expect(!picker.model.hasEdits)
    }
}
#endif
