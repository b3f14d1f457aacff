// Package book builds the queens book. The chapters are Markdown files in
// the module's folder chapters (package chapters), listed in order in
// chapters/ORDER; the builder expands their directives into real code and
// real output and assembles book.md at the module root. chapters/README.md
// is the guide for writing a chapter.
//
// # Directives
//
// A directive is an HTML comment alone on a line. It is invisible when a
// chapter file is shown on its own, and [Book.Build] replaces it with a
// fenced block:
//
//	<!-- code approaches/octal Solve -->          a declaration, as ```go
//	<!-- output approaches/octal ExampleSolve --> an Example's output, as ```text
//	<!-- run queens solve -n 4 -->                a CLI cell, as ```console
//	<!-- run! queens solve -n 0 -->               a cell that must fail
//	<!-- picture diagonals -->                    a picture, as an image
//	<!-- stepper approach=octal n=4 -->           a line that opens the stepper
//
// code finds the declaration with go/parser in the package folder, test
// files included, and embeds it exactly as written, with its doc comment;
// Type.Method names a method. output embeds the // Output: comment that go
// test checks. run hands the arguments to a [Runner] and embeds the command
// and what it printed; the builder does not call the command itself,
// because the command is what calls the builder. picture asks the book's
// [Drawer] for an SVG and its text alternative, and links the file
// chapters/pictures/NAME.svg with that description; [Book.Pictures] draws
// them all, for the caller to write beside the chapters. stepper checks its
// search as the web edition's stepper does, and links the stepper page,
// preset to it (as the [Layout] writes the link), or in book.md names its
// address while 'queens serve' runs.
//
// # How the builder reads Markdown
//
// Each file is parsed once with goldmark, as CommonMark; [Chapter] keeps
// the source and the tree. The builder never re-renders Markdown: it edits
// the source at the byte offsets of the nodes it finds, so everything else
// stays as written. A directive is an HTML block holding one comment, so a
// comment in a code block (fenced or indented) or inside a paragraph is
// left alone; inside a list item or a block quote the fenced block keeps
// the item's indentation. Headings, ATX or setext and at any depth, get
// GitHub's anchors, and move one level down in the book. Link targets are
// rewritten wherever goldmark finds a link: inline links and images,
// reference definitions, and href and src attributes of raw HTML.
// Autolinks are absolute and stay as they are.
//
// # The web edition
//
// [Book.Web] expands the same parse for the web edition: a page for the
// front matter, each chapter, each exercise and each other Markdown file
// a page links, with the headings' anchors of book.md, and code blocks
// that name the file and line they come from. The builder resolves every
// link to the page, heading or file it leads to; a [Layout] writes its
// URL. Package internal/site has the web edition's Layout, and renders
// the pages as HTML.
//
// # Errors
//
// An unknown folder or identifier, an Example without output, a cell that
// exits with the wrong status or a link to a heading that does not exist
// stops the build. [Load] and [Book.Build] report every such problem at
// once, each as "chapters/FILE.md:LINE: ...".
//
// # Staying fresh
//
// book.md is committed, so that it can be read on a code-hosting site. A
// test builds it again and fails when [Check] finds that the committed
// file differs from the fresh build, and [CheckPictures] does the same for
// the pictures. Running every cell takes as long as
// the searches it shows; a [Runner] from [Replay] answers the cells from
// the committed book instead, which checks everything else in a moment.
package book
