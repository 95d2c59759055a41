/// What a published site shows to someone who does not hold its secret addresses.
public enum Privacy: String, Sendable, Hashable, CaseIterable {
    /// Every page at a guessable address, as before secrets existed; with a secret the feeds
    /// and their subscribe page still move to secret addresses.
    case `public`
    /// Only the feeds, and a subscribe page listing them, each at a secret address.
    case feedsOnly = "feeds-only"
    /// The whole site under one secret folder; the root shows nothing of the family.
    case secretPages = "secret-pages"
}

/// How much of each contact the site publishes.
public enum ContactDetail: String, Sendable, Hashable, CaseIterable {
    /// Names, phone numbers, e-mail addresses, notes and vCards.
    case full
    /// Names and categories only; no vCard is written.
    case names
    /// No contact pages at all.
    case none
}
