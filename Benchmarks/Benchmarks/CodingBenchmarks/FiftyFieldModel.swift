import Foundation

/// The benchmark's model: 50 stored properties of the kinds a form binds (20 strings,
/// 15 integers, 8 reals, 4 Booleans, a date, a nil optional and a String-backed enum).
struct FiftyFieldModel: Codable, Equatable {
    enum Kind: String, Codable {
        case standard, premium
    }

    var text0 = "value number 0"
    var text1 = "value number 1"
    var text2 = "value number 2"
    var text3 = "value number 3"
    var text4 = "value number 4"
    var text5 = "value number 5"
    var text6 = "value number 6"
    var text7 = "value number 7"
    var text8 = "value number 8"
    var text9 = "value number 9"
    var text10 = "value number 10"
    var text11 = "value number 11"
    var text12 = "value number 12"
    var text13 = "value number 13"
    var text14 = "value number 14"
    var text15 = "value number 15"
    var text16 = "value number 16"
    var text17 = "value number 17"
    var text18 = "value number 18"
    var text19 = "value number 19"
    var count0 = 0
    var count1 = 37
    var count2 = 74
    var count3 = 111
    var count4 = 148
    var count5 = 185
    var count6 = 222
    var count7 = 259
    var count8 = 296
    var count9 = 333
    var count10 = 370
    var count11 = 407
    var count12 = 444
    var count13 = 481
    var count14 = 518
    var amount0 = 0.25
    var amount1 = 1.25
    var amount2 = 2.25
    var amount3 = 3.25
    var amount4 = 4.25
    var amount5 = 5.25
    var amount6 = 6.25
    var amount7 = 7.25
    var flag0 = false
    var flag1 = true
    var flag2 = false
    var flag3 = true
    var created = Date(timeIntervalSince1970: 1_700_000_000)
    var note: String? = nil
    var kind = Kind.standard
}
