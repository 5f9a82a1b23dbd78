import ts from "typescript";
import fs from "node:fs";
import path from "node:path";
const files=[]; (function walk(d){ for (const e of fs.readdirSync(d,{withFileTypes:true})) { const p=path.join(d,e.name); if (e.isDirectory()) walk(p); else if (/\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) && !/\.d\.ts$/.test(e.name)) files.push(p);} })("apps/web/src");
for (const f of files) {
  const sf = ts.createSourceFile(f, fs.readFileSync(f,"utf8"), ts.ScriptTarget.Latest, true, f.endsWith("x")?ts.ScriptKind.TSX:ts.ScriptKind.TS);
  (function visit(n, inFn){
    const fn = inFn || ts.isFunctionLike(n);
    if (!fn && ts.isIdentifier(n) && n.text==="MESSAGES" && !ts.isImportSpecifier(n.parent)) { const {line}=sf.getLineAndCharacterOfPosition(n.getStart()); console.log(f+":"+(line+1)+": "+n.parent.parent.getText().slice(0,100)); }
    ts.forEachChild(n, c=>visit(c, fn));
  })(sf,false);
}
