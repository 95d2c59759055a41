/// TribePress's version: what `--version` prints and what every feed's PRODID names.
public enum TribePressVersion {
    public static let current = "0.1.0"
    /// The GitHub repository whose releases carry the archives, and whose `action.yml` the
    /// workflow of `tribepress init` uses. `scripts/install` and `action.yml` name it too.
    public static let repository = "tribepress/tribepress"
}
