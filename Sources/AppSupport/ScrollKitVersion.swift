/// The version the apps report with `--version`. ScrollKit has no tagged release yet: this is the
/// version of the next one (bump it when tagging).
public enum ScrollKitVersion {
    public static let string = "0.1.0"
}
