// The entry of the web edition's code editor: CodeMirror 6 set up for Go,
// as window.QueensEditor. build.mjs bundles it into assets/editor.js,
// which the pages load only when a reader opens an editor.
import { EditorState } from "@codemirror/state";
import {
  EditorView, keymap, lineNumbers, highlightActiveLine, highlightActiveLineGutter,
  drawSelection, highlightSpecialChars,
} from "@codemirror/view";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, indentOnInput, indentUnit, syntaxHighlighting } from "@codemirror/language";
import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { searchKeymap, highlightSelectionMatches } from "@codemirror/search";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { classHighlighter } from "@lezer/highlight";
import { go } from "@codemirror/lang-go";

// create puts an editor of text into parent. label names it for a screen
// reader; onChange hears every change of the text.
function create(parent, { text, label, onChange }) {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(), highlightActiveLineGutter(), highlightSpecialChars(), history(),
        drawSelection(), indentOnInput(), bracketMatching(), closeBrackets(),
        highlightActiveLine(), highlightSelectionMatches(), lintGutter(),
        // Go is indented with tabs, as gofmt writes it.
        indentUnit.of("\t"), EditorState.tabSize.of(4),
        // Tab indents; Escape and then Tab leaves the editor, as
        // CodeMirror does for keyboard users.
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, indentWithTab]),
        go(),
        // Tokens get classes (tok-keyword, tok-string, ...) that the
        // site's stylesheet colours, in light and in dark.
        syntaxHighlighting(classHighlighter),
        // A tabindex, so that the scroller is seen to hold a Tab stop
        // (axe asks it of a region that scrolls): the editable text is
        // one already, and stays the only one.
        EditorView.contentAttributes.of({ "aria-label": label, tabindex: "0" }),
        EditorView.updateListener.of((u) => { if (u.docChanged && onChange) onChange(u.state.doc.toString()); }),
      ],
    }),
  });
  return {
    text: () => view.state.doc.toString(),
    setText(t) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: t } });
    },
    // mark shows compiler messages at their lines, counted from 1; none
    // clears them.
    mark(errors) {
      const doc = view.state.doc;
      const diagnostics = errors.filter((e) => e.line >= 1 && e.line <= doc.lines).map((e) => {
        const line = doc.line(e.line);
        const from = Math.min(line.from + Math.max((e.column || 1) - 1, 0), line.to);
        return { from, to: line.to, severity: "error", message: e.message };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

window.QueensEditor = { create };
