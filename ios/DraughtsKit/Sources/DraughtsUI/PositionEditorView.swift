// The position editor: a palette per colour (man, king, eraser) beside the
// board, the board (a tap places the piece in hand, again and again; a
// piece dragged elsewhere moves, dragged off the board goes), the refusal
// or why no game can start yet in the core's words, then the side to move,
// the variant, the FEN by the clipboard, and Play or Analyse. Everything
// drawn comes from the core's EditorView; every input goes to its send.
import DraughtsCore
import DraughtsKit
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

struct PositionEditorView: View {
    @Bindable var model: PositionEditorModel
    /// The level a game against the bot starts at.
    let botLevel: UInt32
    /// A game made from the position.
    let play: (GameHandle) -> Void
    /// An analysis board on the position (the analysis screen's entry).
    let onAnalyse: (AnalysisHandle) -> Void

    var body: some View {
        GeometryReader { geo in
            if geo.size.width > geo.size.height {
                HStack(alignment: .top, spacing: 8) {
                    VStack {
                        EditorPalette(model: model, side: 1, vertical: true)
                        Spacer()
                        EditorPalette(model: model, side: 0, vertical: true)
                    }
                    EditorBoard(model: model)
                        .frame(width: min(geo.size.height, geo.size.width * 0.6))
                    ScrollView { EditorPanel(model: model, botLevel: botLevel, play: play, onAnalyse: onAnalyse) }
                }
                .padding(8)
            } else {
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        EditorPalette(model: model, side: 1, vertical: false)
                        EditorBoard(model: model)
                        EditorPalette(model: model, side: 0, vertical: false)
                        EditorPanel(model: model, botLevel: botLevel, play: play, onAnalyse: onAnalyse)
                    }
                    .padding(8)
                }
            }
        }
        .navigationTitle(Text("editor.title", bundle: .module))
    }
}

/// The board: taps and keys as the core's inputs, drags read as squares.
private struct EditorBoard: View {
    @Bindable var model: PositionEditorModel

    var body: some View {
        GeometryReader { proxy in
            let size = Double(min(proxy.size.width, proxy.size.height))
            BoardGrid(board: model.view.board, labels: .none, showCursor: true) { model.tap($0) }
                .gesture(
                    DragGesture(minimumDistance: 12).onEnded { drag in
                        model.drag(
                            start: (Double(drag.startLocation.x), Double(drag.startLocation.y)),
                            end: (Double(drag.startLocation.x + drag.translation.width),
                                  Double(drag.startLocation.y + drag.translation.height)),
                            size: size
                        )
                    }
                )
                .accessibilityLabel(Text(verbatim: model.view.spoken))
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

/// The tools of one colour (`side` 0 White, 1 Black), then the eraser.
private struct EditorPalette: View {
    @Bindable var model: PositionEditorModel
    let side: Int
    let vertical: Bool

    private var tools: [EditorToolView] {
        let mine: [EditorTool] = side == 0 ? [.whiteMan, .whiteKing] : [.blackMan, .blackKing]
        return model.view.tools.filter { mine.contains($0.tool) || $0.tool == .eraser }
    }

    var body: some View {
        Group {
            if vertical {
                VStack(spacing: 4) { buttons }
            } else {
                HStack(spacing: 8) { buttons }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text(verbatim: model.view.paletteLabels.indices.contains(side) ? model.view.paletteLabels[side] : ""))
    }

    private var buttons: some View {
        ForEach(tools, id: \.tool) { t in
            Button { model.choose(t.tool) } label: { ToolGlyph(tool: t.tool) }
                .frame(width: 48, height: 48)
                .overlay(RoundedRectangle(cornerRadius: 8)
                    .stroke(t.selected ? Color.accentColor : Color.secondary, lineWidth: t.selected ? 3 : 1))
                .accessibilityLabel(Text(verbatim: t.label))
                .accessibilityAddTraits(t.selected ? .isSelected : [])
        }
    }
}

/// A tool drawn: the piece it places (a king is two stacked), or a cross.
private struct ToolGlyph: View {
    let tool: EditorTool

    var body: some View {
        switch tool {
        case .whiteMan: piece(.white, king: false)
        case .whiteKing: piece(.white, king: true)
        case .blackMan: piece(.black, king: false)
        case .blackKing: piece(.black, king: true)
        case .eraser: Image(systemName: "xmark").font(.title2)
        }
    }

    private func piece(_ fill: Color, king: Bool) -> some View {
        ZStack {
            if king { Circle().fill(fill).overlay(Circle().stroke(.gray)).offset(y: 4) }
            Circle().fill(fill).overlay(Circle().stroke(.gray))
        }
        .frame(width: 30, height: 30)
    }
}

/// The refusal or why no game can start, the side to move, the board's
/// buttons, the variant, the FEN, then Analyse and Play.
private struct EditorPanel: View {
    @Bindable var model: PositionEditorModel
    let botLevel: UInt32
    let play: (GameHandle) -> Void
    let onAnalyse: (AnalysisHandle) -> Void

    var body: some View {
        let v = model.view
        VStack(alignment: .leading, spacing: 8) {
            if v.refusal != nil {
                Text(verbatim: v.said).foregroundStyle(.red)
            } else if let notReady = v.notReady {
                Text(verbatim: notReady).foregroundStyle(.secondary)
            }
            Picker(selection: Binding(get: { v.turn }, set: { model.send(.turn(side: $0)) })) {
                ForEach(v.turns, id: \.side) { Text(verbatim: $0.label).tag($0.side) }
            } label: { Text(verbatim: v.turnLabel) }
                .pickerStyle(.segmented)
            HStack {
                control(v.controls.start) { model.send(.startPosition) }
                control(v.controls.clear) { model.send(.clear) }
                control(v.controls.flip) { model.send(.flip) }
            }
            Picker(selection: Binding(
                get: { v.variants.first { $0.selected }?.variant },
                set: { if let variant = $0 { model.send(.variant(variant: variant)) } }
            )) {
                ForEach(v.variants, id: \.variant) { Text(verbatim: $0.label).tag(Optional($0.variant)) }
            } label: { Text(verbatim: v.variantLabel) }
            Text(verbatim: v.fen).font(.caption.monospaced()).textSelection(.enabled)
            HStack {
                control(v.controls.copyFen) { copy(v.fen) }
                control(v.controls.pasteFen) { if let text = pasted() { model.paste(text) } }
            }
            HStack {
                Button { if let h = model.analyse() { onAnalyse(h) } } label: { Text(verbatim: v.controls.analyse.label) }
                    .buttonStyle(.borderedProminent)
                    .disabled(!v.controls.analyse.enabled)
                control(v.controls.playBot) { if let game = model.play(botLevel: botLevel) { play(game) } }
                control(v.controls.playFriend) { if let game = model.play(botLevel: nil) { play(game) } }
            }
        }
    }

    private func control(_ c: ControlView, action: @escaping () -> Void) -> some View {
        Button(action: action) { Text(verbatim: c.label) }
            .buttonStyle(.bordered)
            .disabled(!c.enabled)
    }

    private func copy(_ text: String) {
        #if canImport(UIKit)
        UIPasteboard.general.string = text
        #elseif canImport(AppKit)
        NSPasteboard.general.clearContents()
        NSPasteboard.general.setString(text, forType: .string)
        #endif
    }

    private func pasted() -> String? {
        #if canImport(UIKit)
        return UIPasteboard.general.string
        #elseif canImport(AppKit)
        return NSPasteboard.general.string(forType: .string)
        #else
        return nil
        #endif
    }
}

#Preview("Position editor · start position") {
    let model = try! PositionEditorModel(rules: try! presetRules(variant: .international), language: .en)
    model.send(.startPosition)
    return NavigationStack { PositionEditorView(model: model, botLevel: 2, play: { _ in }, onAnalyse: { _ in }) }
}

#Preview("Position editor · a refusal, dark", traits: .landscapeLeft) {
    let model = try! PositionEditorModel(rules: try! presetRules(variant: .english), language: .fr)
    model.choose(.whiteMan)
    model.tap(1)
    return NavigationStack { PositionEditorView(model: model, botLevel: 2, play: { _ in }, onAnalyse: { _ in }) }
        .preferredColorScheme(.dark)
}
