// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Folio",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Folio", targets: ["Folio"]),
    .library(name: "FolioTerminal", targets: ["FolioTerminal"]),
    .library(name: "FolioTesting", targets: ["FolioTesting"]),
    .executable(name: "folio-demo", targets: ["FolioDemo"]),
    .executable(name: "folio-bench", targets: ["FolioBench"]),
    .executable(name: "folio-review", targets: ["FolioReviewCommand"]),
  ],
  targets: [
    .target(name: "Folio"),
    .target(name: "FolioTerminal", dependencies: ["Folio"]),
    .target(name: "FolioTesting", dependencies: ["Folio", "FolioTerminal"]),
    // The review of pending goldens, a library so tests drive it; `folio-review` runs it.
    .target(name: "FolioReview", dependencies: ["Folio", "FolioTerminal"]),
    .executableTarget(name: "FolioReviewCommand", dependencies: ["FolioReview", "FolioTerminal"]),
    .target(
      name: "FolioShowcase", dependencies: ["Folio", "FolioTerminal"], path: "Demos/FolioShowcase"),
    .executableTarget(
      name: "FolioDemo",
      dependencies: ["Folio", "FolioTerminal", "FolioShowcase"],
      path: "Demos/FolioDemo"
    ),
    .executableTarget(
      name: "FolioBench",
      dependencies: ["Folio", "FolioTerminal", "FolioShowcase"],
      path: "Benchmarks/FolioBench"
    ),
    // Counts Swift heap allocations in tests (see FrameAllocationTests).
    .target(name: "AllocationCounting", path: "Tests/AllocationCounting"),
    // What the test targets share: a seeded generator for randomised tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(
      name: "FolioTests",
      dependencies: ["Folio", "FolioTesting", "AllocationCounting", "TestSupport"]),
    .testTarget(name: "FolioTerminalTests", dependencies: ["FolioTerminal", "FolioTesting"]),
    .testTarget(name: "FolioTestingTests", dependencies: ["FolioTesting"]),
    // Widgets written against the public contract only: no @testable import here.
    .testTarget(name: "FolioContractTests", dependencies: ["Folio", "FolioShowcase"]),
    .testTarget(
      name: "FolioDemoTests", dependencies: ["FolioDemo", "FolioShowcase", "FolioTesting"]),
    // FolioTesting from XCTest: failures reach XCTest, and the driver runs there too.
    .testTarget(name: "FolioXCTests", dependencies: ["Folio", "FolioTerminal", "FolioTesting"]),
    // The demo programs run as a user's tests run theirs: the public driver, no @testable.
    .testTarget(
      name: "FolioShowcaseTests",
      dependencies: ["Folio", "FolioTerminal", "FolioShowcase", "FolioTesting", "TestSupport"]),
    .testTarget(
      name: "FolioReviewTests",
      dependencies: ["Folio", "FolioTerminal", "FolioReview", "FolioTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
