/// TribePress's version: what `--version` prints and what every feed's PRODID names.
public enum TribePressVersion {
    public static let current = "0.1.0"
}
