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

let args = CommandLine.arguments
guard args.count == 3 || args.count == 4 else {
    FileHandle.standardError.write(Data("usage: storage-kill write FILE GEN | check FILE | doc GEN\n".utf8))
    exit(2)
}
switch args[1] {
case "write":
    let url = URL(fileURLWithPath: args[2])
    var gen = UInt64(args[3]) ?? 0
    // Never outlive an interrupted test (a broken pipe ends it too: SIGPIPE).
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        gen += 1
        do {
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
case "doc":
    FileHandle.standardOutput.write(document(UInt64(args[2]) ?? 0))
default:
    exit(2)
}
