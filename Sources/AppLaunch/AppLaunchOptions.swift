import AppSupport
import ArgumentParser

/// The options every `@main` app takes (as Gallery and PhotoScroller do): where to run, what to record
/// and where to write a screenshot.
struct AppLaunchOptions: ParsableArguments {
    @Flag(help: "Run without a window even when a display is available. Example: --headless")
    var headless = false

    @Option(help: ArgumentHelp("Record the window session (inputs and frame times, docs/SESSION-FORMAT.md) to this file. Also SCROLLKIT_RECORD=path. Window only. Example: --record session.jsonl",
                               valueName: "file"))
    var record: String?

    @Option(help: ArgumentHelp("Write the first settled frame (nothing left to animate) to this PNG file and exit 0. Example: --screenshot out/app.png",
                               valueName: "png"))
    var screenshot: String?

    @OptionGroup var logLevel: LogLevelOption
}
