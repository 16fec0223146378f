// The app's colours as values: the Material roles made from the brand
// colour (BrandColors, generated), the colour arithmetic the board uses
// (mixing, WCAG contrast), the shading of a man and each mark's strength.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Looks: the brand palette, contrast, piece shading, marks")
struct LookTests {
    @Test("the palette has every Material role once, each readable on its own background, light and dark")
    func palette() {
        let names = BrandColors.all.map(\.name)
        #expect(names.count == 36 && Set(names).count == 36)
        for role in ["primary", "surface", "surfaceContainerHigh", "outlineVariant", "inversePrimary", "scrim"] {
            #expect(names.contains(role), "\(role)")
        }
        // Every "on" role has the role it is written on, at WCAG's 4.5:1 for text in both schemes.
        let byName = Dictionary(uniqueKeysWithValues: BrandColors.all.map { ($0.name, $0) })
        let on = BrandColors.all.filter { $0.name.hasPrefix("on") }
        #expect(on.count == 11)
        for text in on {
            let base = text.name.dropFirst(2).prefix(1).lowercased() + text.name.dropFirst(3)
            let under = try? #require(byName[base], "\(text.name) has \(base)")
            guard let under else { continue }
            #expect(BoardLook.contrast(text.light, under.light) >= 4.5, "\(text.name) light")
            #expect(BoardLook.contrast(text.dark, under.dark) >= 4.5, "\(text.name) dark")
        }
        #expect(BoardLook.contrast(BrandColors.inverseOnSurface.light, BrandColors.inverseSurface.light) >= 4.5)
        // Opaque, and the dark scheme is not the light one.
        #expect(BrandColors.all.allSatisfy { $0.light >> 24 == 0xFF && $0.dark >> 24 == 0xFF })
        #expect(BrandColors.surface.light != BrandColors.surface.dark)
    }

    @Test("WCAG contrast: 21 for black on white, 1 for a colour on itself, the same both ways")
    func contrast() {
        #expect(abs(BoardLook.contrast(0xFF00_0000, 0xFFFF_FFFF) - 21) < 1e-9)
        #expect(BoardLook.contrast(0xFF76_7676, 0xFF76_7676) == 1)
        #expect(BoardLook.contrast(0xFF56_B4E9, 0xFF14_1414) == BoardLook.contrast(0xFF14_1414, 0xFF56_B4E9))
        // #767676 is the classic grey that just meets 4.5:1 on white.
        #expect(BoardLook.contrast(0xFF76_7676, 0xFFFF_FFFF) > 4.5)
    }

    @Test("mixing moves each channel, opacity included, and stays within its ends")
    func mix() {
        #expect(BoardLook.mix(0xFF00_0000, 0xFFFF_FFFF, 0) == 0xFF00_0000)
        #expect(BoardLook.mix(0xFF00_0000, 0xFFFF_FFFF, 1) == 0xFFFF_FFFF)
        #expect(BoardLook.mix(0xFF00_0000, 0xFFFF_FFFF, 0.5) == 0xFF80_8080)
        #expect(BoardLook.mix(0x0000_0000, 0xFF00_0000, 0.5) == 0x8000_0000)
        #expect(BoardLook.mix(0xFF10_2030, 0xFFFF_FFFF, 7) == 0xFFFF_FFFF, "clamped")
    }

    @Test("a man in relief is lit at the top left and deeper at its edge; a king's lower man deeper still; flat is one colour")
    func shading() {
        let colours = PieceColoursInfo(fill: 0xFFC0_8040, rim: 0xFF40_2010, detail: 0xFF80_4020, crown: 0xFFFF_D700)
        let upper = PieceShading(colours, relief: true, lower: false)
        let lower = PieceShading(colours, relief: true, lower: true)
        #expect(upper.face == colours.fill)
        #expect(BoardLook.luminance(upper.light) > BoardLook.luminance(upper.face))
        #expect(BoardLook.luminance(upper.deep) < BoardLook.luminance(upper.face))
        #expect(BoardLook.luminance(lower.deep) < BoardLook.luminance(upper.deep))
        let flat = PieceShading(colours, relief: false, lower: false)
        #expect(flat.light == flat.face && flat.deep == flat.face && flat.face == colours.fill)
        let flatLower = PieceShading(colours, relief: false, lower: true)
        #expect(flatLower.face != flat.face, "the two men of a flat king read apart")
    }

    @Test("the tints let the square through, the shapes are nearly solid; inside labels stay between 7 and 13 points")
    func strengths() {
        #expect(SquareMark.allCases.filter { $0.opacity < 0.5 } == [.selected])
        #expect(SquareMark.allCases.filter { $0.shape == .tint }.allSatisfy { $0.opacity <= 0.5 })
        #expect(SquareMark.allCases.filter { $0.shape != .tint }.allSatisfy { $0.opacity >= 0.85 })
        #expect(BoardMetrics.insideLabelSize(cell: 20) == 7)
        #expect(BoardMetrics.insideLabelSize(cell: 50) == 10)
        #expect(BoardMetrics.insideLabelSize(cell: 120) == 13)
        #expect(BoardMetrics.ghost > 0 && BoardMetrics.ghost < 0.5)
    }
}
