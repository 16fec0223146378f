// The board's looks against the real core: every theme and every piece set
// the core lists can be chosen and drawn, each mark takes its theme's
// colour, and the colours meet the contrast the marks and labels need.
import DraughtsCore
import Foundation
import Testing
@testable import DraughtsKit

@Suite("Real core: board looks")
struct BoardLookCoreTests {
    @Test("every core theme and piece set maps to itself, in every language")
    func everyLook() throws {
        for language in [Language.en, .fr, .nl, .ru, .ptBr] {
            let themes = try boardThemes(language: language), sets = try pieceSets(language: language)
            #expect(themes.count == 7 && sets.count == 3)
            for theme in themes {
                for set in sets {
                    let look = try #require(BoardLook(themeId: theme.id, setId: set.id, language: language))
                    #expect(look.theme == theme && look.pieces == set)
                }
            }
        }
    }

    @Test("each mark wears its theme's colour: high contrast changes them, the cursor wears the selection's")
    func markColours() throws {
        let wood = try #require(BoardLook(themeId: "wood", setId: "relief"))
        let contrast = try #require(BoardLook(themeId: "contrast", setId: "relief"))
        #expect(wood.colour(.lastMove) == wood.theme.lastMove && wood.colour(.dot) == wood.theme.target)
        #expect(wood.colour(.ring) == wood.colour(.finalDestination))
        #expect(wood.colour(.cursor) == wood.theme.selected && wood.colour(.mustCapture) == wood.theme.mustCapture)
        #expect(wood.arrowColour(forbidden: true) == wood.theme.captured && wood.arrowColour(forbidden: false) == wood.theme.target)
        #expect(SquareMark.allCases.contains { wood.colour($0) != contrast.colour($0) })
    }

    @Test("contrast (WCAG): every mark on its keyline at 3:1 or more, the frame's coordinates at 4.5:1, men on the dark squares at 3:1")
    func contrastOfEveryTheme() throws {
        for theme in try boardThemes(language: .en) {
            let look = try #require(BoardLook(themeId: theme.id, setId: "relief"))
            for mark in SquareMark.allCases {
                #expect(BoardLook.contrast(look.colour(mark), theme.keyline) >= 3, "\(theme.id) \(mark)")
            }
            #expect(BoardLook.contrast(theme.frameText, theme.frame) >= 4.5, "\(theme.id) coordinates")
            for set in try pieceSets(language: .en) {
                // A man's rim sets it off the square it stands on, whatever the face.
                let white = max(BoardLook.contrast(set.white.fill, theme.dark), BoardLook.contrast(set.white.rim, theme.dark))
                let black = max(BoardLook.contrast(set.black.fill, theme.dark), BoardLook.contrast(set.black.rim, theme.dark))
                #expect(white >= 3 && black >= 3, "\(theme.id) \(set.id)")
            }
        }
    }
}
