// The writer and the checker of ios/tools/storage-kill-test.sh, built with
// ../../DraughtsKit/Sources/DraughtsKit/AtomicFile.swift alone:
//
//   storage-kill write FILE GEN   writes documents GEN+1, GEN+2, … to FILE
//                                 with AtomicFile.write until killed (or a
//                                 minute has passed), and prints `saved N`
//                                 after each
//   storage-kill check FILE       prints the number of the document in FILE
//                                 and exits 0 if it is whole, else exits 1
//   storage-kill doc GEN          prints document GEN (for the script's own test)
//
// With ARCHIVE (a library archive document, tests/data/library/archive-1000.json),
// the writer also writes, before each document GEN, the archive with its
// entries rotated by GEN (mod their count) to archive.json beside FILE: an
// archive of realistic size whose every version is a whole, readable
// archive of the same games, and whose rotation says which one it is.
//
//   storage-kill write FILE GEN ARCHIVE
//   storage-kill check-archive FILE ARCHIVE   prints the rotation of FILE, if
//                                             it is whole, else exits 1
import Foundation

/// Document number `gen`: a header with its length and checksum, and 2 to
/// 34 KiB of text.
func document(_ gen: UInt64) -> Data {
    let repeats = 228 + Int((gen &* 2_654_435_761) & 0xFFFF) % 3641
    let body = String(repeating: "draughts ", count: repeats)
    return Data("kill-test gen=\(gen) len=\(body.utf8.count) sum=\(checksum(body))\n\(body)".utf8)
}

/// FNV-1a, 64 bits.
func checksum(_ text: String) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in text.utf8 {
        h = (h ^ UInt64(b)) &* 0x100_0000_01b3
    }
    return h
}

/// The document's number, if the file holds a whole document.
func generation(_ data: Data) -> UInt64? {
    guard let text = String(data: data, encoding: .utf8),
          let head = text.split(separator: "\n", maxSplits: 1).first,
          let field = head.split(separator: " ").first(where: { $0.hasPrefix("gen=") }),
          let gen = UInt64(field.dropFirst(4)) else { return nil }
    return document(gen) == data ? gen : nil
}

/// The archive's parts: the header line and the entry lines, without
/// their separating commas.
func archiveParts(_ path: String) -> (header: String, entries: [String]) {
    guard let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
        exit(2)
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard lines.count >= 3, lines.last == "]}" else {
        FileHandle.standardError.write(Data("\(path) is not an archive document\n".utf8))
        exit(2)
    }
    let header = lines.removeFirst()
    lines.removeLast()
    return (header, lines.map { $0.hasSuffix(",") ? String($0.dropLast()) : $0 })
}

/// The archive with its entries rotated by `k`, laid out as the core writes it.
func rotatedArchive(_ parts: (header: String, entries: [String]), _ k: Int) -> Data {
    let n = parts.entries.count
    let rotated = (0..<n).map { parts.entries[($0 + k) % n] }
    return Data((parts.header + "\n" + rotated.joined(separator: ",\n") + "\n]}\n").utf8)
}

/// The rotation of a whole archive (its first entry says which to compare).
func rotation(_ data: Data, _ parts: (header: String, entries: [String])) -> Int? {
    guard let text = String(data: data, encoding: .utf8) else { return nil }
    let lines = text.split(separator: "\n", maxSplits: 2).map(String.init)
    guard lines.count == 3 else { return nil }
    let first = lines[1].hasSuffix(",") ? String(lines[1].dropLast()) : lines[1]
    guard let k = parts.entries.firstIndex(of: first) else { return nil }
    return rotatedArchive(parts, k) == data ? k : nil
}

let args = CommandLine.arguments
guard (3...5).contains(args.count) else {
    FileHandle.standardError.write(Data(
        "usage: storage-kill write FILE GEN [ARCHIVE] | check FILE | check-archive FILE ARCHIVE | doc GEN\n".utf8))
    exit(2)
}
switch args[1] {
case "write":
    let url = URL(fileURLWithPath: args[2])
    var gen = UInt64(args[3]) ?? 0
    let archive = args.count == 5 ? archiveParts(args[4]) : nil
    let archiveURL = url.deletingLastPathComponent().appendingPathComponent("archive.json")
    // Never outlive an interrupted test (a broken pipe ends it too: SIGPIPE).
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        gen += 1
        do {
            if let archive {
                try AtomicFile.write(rotatedArchive(archive, Int(gen % UInt64(archive.entries.count))), to: archiveURL)
            }
            try AtomicFile.write(document(gen), to: url)
        } catch {
            FileHandle.standardError.write(Data("write failed: \(error)\n".utf8))
            exit(1)
        }
        FileHandle.standardOutput.write(Data("saved \(gen)\n".utf8))
    }
case "check":
    guard let data = FileManager.default.contents(atPath: args[2]), let gen = generation(data) else {
        print("not a whole document")
        exit(1)
    }
    print(gen)
case "check-archive":
    let parts = archiveParts(args[3])
    guard let data = FileManager.default.contents(atPath: args[2]), let k = rotation(data, parts) else {
        print("not a whole archive")
        exit(1)
    }
    print(k)
case "doc":
    FileHandle.standardOutput.write(document(UInt64(args[2]) ?? 0))
default:
    exit(2)
}
