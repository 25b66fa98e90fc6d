import ArgumentParser
import Logging

/// `--log-level`, shared by the apps: ScrollKit's diagnostics (swift-log records from every module)
/// go to standard error, leaving standard output to what the app itself prints.
public struct LogLevelOption: ParsableArguments {
    @Option(name: .customLong("log-level"),
            help: ArgumentHelp("Lowest level of ScrollKit diagnostics written to standard error. Example: --log-level debug",
                               valueName: "level"))
    public var level: Logger.Level = .info

    public init() {}

    /// Sends every `Logger` in the process to standard error at `level` and above. Call once, first thing.
    public func bootstrap() {
        let level = self.level
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
