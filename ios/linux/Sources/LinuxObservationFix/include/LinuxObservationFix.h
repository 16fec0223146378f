// Nothing to import: the target only defines a symbol for the linker (see
// fatal.cpp). SwiftPM wants a public header directory for a C++ target.
