/// The settings of one encoding or decoding run, shared by every nested coder of it.
struct CodingOptions {
    let date: ADDateCodingStrategy
    let data: ADDataCodingStrategy
    let userInfo: [CodingUserInfoKey: any Sendable]
}
