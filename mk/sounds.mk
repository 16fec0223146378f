# The app's sounds (move, capture, crowning, end of game), synthesised by
# tools/sounds/make_sounds.py from numbers and a fixed seed; the same files
# go to Android's raw resources and to the iOS UI package's resources.
#
#   make sounds        write them again (after changing the script)
#   make test-sounds   check that the committed files are what the script
#                      makes (in `make test`)

SOUND_DIRS := android/app/src/main/res/raw ios/DraughtsKit/Sources/DraughtsUI/Resources/Sounds

TEST_TARGETS += test-sounds

.PHONY: sounds test-sounds

sounds:
	for d in $(SOUND_DIRS); do $(PYTHON3) tools/sounds/make_sounds.py $$d; done

test-sounds:
	for d in $(SOUND_DIRS); do $(PYTHON3) tools/sounds/make_sounds.py --check $$d || exit 1; done
