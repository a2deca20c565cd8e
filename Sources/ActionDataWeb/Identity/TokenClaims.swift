import JWTKit

/// The registered claims every bearer token must carry, decoded once its signature verifies;
/// ``ADWebTokenVerifier`` checks the times (with its leeway), the issuer and the audience.
struct TokenClaims: JWTPayload {
    let sub: SubjectClaim
    let exp: ExpirationClaim
    let nbf: NotBeforeClaim?
    let iss: IssuerClaim
    let aud: AudienceClaim

    /// Nothing here: the verifier checks the claims against its own settings.
    func verify(using algorithm: some JWTAlgorithm) async throws {}
}
