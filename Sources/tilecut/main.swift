import Dispatch
import Foundation
import TilePyramid

/// tilecut: builds PhotoScroller-layout tile pyramids. Options: TilecutOptions.swift (`tilecut --help`).

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("tilecut: error: \(message)\n".utf8))
    exit(status)
}

let options: TilecutOptions
do {
    options = try TilecutOptions.parse()
} catch {
    // --help and --version end here with status 0; every usage mistake with tilecut's documented 2.
    if TilecutOptions.exitCode(for: error) == .success { TilecutOptions.exit(withError: error) }
    FileHandle.standardError.write(Data("tilecut: \(TilecutOptions.fullMessage(for: error))\n".utf8))
    exit(2)
}
options.logging.bootstrap()

let builder: PyramidBuilder
do { builder = try PyramidBuilder(tileSize: options.tileSize) } catch { fail("\(error)", status: 2) }

// Ctrl-C cancels the running build, which removes its partial tiles, instead of killing the process.
signal(SIGINT, SIG_IGN)
let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
interrupt.setEventHandler { builder.cancel() }
interrupt.resume()

func timed<T>(_ work: () throws -> T) rethrows -> (T, Double) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = try work()
    return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
}

func summary(_ layout: PyramidLayout, seconds: Double, directory: URL) -> String {
    let scales = layout.levels.map { String($0.scaleLabel) }.joined(separator: "/")
    return String(format: "100%% — %d tiles, scales %@, %.2f s → %@", layout.tileCount, scales, seconds,
                  directory.appendingPathComponent(layout.manifestFileName).path)
}

switch options.mode {
case .buildDefault:
    let directory = options.output ?? DefaultPyramid.cacheDirectory
    var line = ProgressLine(label: DefaultPyramid.name)
    do {
        let (prepared, seconds) = try timed {
            try DefaultPyramid.prepare(in: directory, tileSize: options.tileSize, builder: builder) { line.update($0) }
        }
        line.finish(prepared.wasReused
            ? "already built (\(prepared.layout.tileCount) tiles) in \(directory.path)"
            : summary(prepared.layout, seconds: seconds, directory: directory))
    } catch PyramidError.cancelled {
        line.finish("interrupted; partial tiles removed")
        exit(130)
    } catch {
        line.clear()
        fail("\(error)", status: 1)
    }

case .benchmark(let image, let runs):
    do { try TilecutBenchmark(image: image, runs: runs, tileSize: options.tileSize).run() } catch {
        fail("\(error)", status: 1)
    }

case .cut(let files):
    let directory = options.output ?? URL(fileURLWithPath: "pyramids", isDirectory: true)
    var failures = 0
    var names: [String: String] = [:]
    for file in files {
        let name = PyramidBuilder.defaultName(for: file)
        if let other = names[name] {
            FileHandle.standardError.write(Data("tilecut: error: \(file.path): pyramid name \"\(name)\" is already used by \(other) in this run\n".utf8))
            failures += 1
            continue
        }
        names[name] = file.path
        var line = ProgressLine(label: file.lastPathComponent)
        do {
            if options.layout == .pyramid {
                let (layout, seconds) = try timed {
                    try builder.build(imageAt: file, name: name, into: directory) { line.update($0) }
                }
                line.finish(summary(layout, seconds: seconds, directory: directory))
            } else {
                // Cut in tilecut's layout into a staging folder, then rewrite as Deep Zoom or IIIF.
                let staging = directory.appendingPathComponent(".tilecut-staging-\(name)", isDirectory: true)
                defer { try? FileManager.default.removeItem(at: staging) }
                let (written, seconds) = try timed { () throws -> URL in
                    let layout = try builder.build(imageAt: file, name: name, into: staging) { line.update($0) }
                    let reader = try PyramidReader(directory: staging, name: layout.name)
                    return try PyramidExporter.export(reader, as: options.layout, into: directory, iiifBase: options.iiifBaseURL,
                                                      dziTileFormat: options.tileFormat)
                }
                line.finish(String(format: "100%% — %@ layout, %.2f s → %@", options.layout.rawValue, seconds, written.path))
            }
        } catch PyramidError.cancelled {
            line.finish("interrupted; partial tiles removed")
            exit(130)
        } catch {
            line.clear()
            FileHandle.standardError.write(Data("tilecut: error: \(error)\n".utf8))
            failures += 1
        }
    }
    exit(failures == 0 ? 0 : 1)
}
