-- A pandoc reader for noweb's pipeline representation: the output of
-- `markup CHAPTERS | finduses | noidx` for the whole web.  It returns one
-- page of the book, chosen by the environment:
--
--   WEAVE_PAGE    "index" (contents), "indexes" (chunk and identifier
--                 indexes) or the stem of a chapter ("merge")
--   WEAVE_TABLES  folder holding the generated tables NAME.md
--   WEAVE_MAP     file to write: one line per placeholder left in the code
--                 blocks, "TOKEN<TAB>HTML", for tools/weave to substitute
--                 after pandoc has highlighted the code
--
-- Documentation is pandoc Markdown with TeX math.  Code chunks become
-- highlighted code blocks headed by their name and number and followed by
-- their cross-references; chunk uses and identifier uses inside the code are
-- written as letters-only placeholder words, which the highlighter leaves
-- whole, and replaced by links once the HTML exists.

-- raw_tex off: TeX outside math stays visible (and tests/book catch it)
-- instead of vanishing from the HTML
local MARKDOWN = "markdown+tex_math_single_backslash-raw_tex"
local BOOK_TITLE = "litgpu: load-balanced GPU algorithms, a literate program"

local function fail(msg)
  io.stderr:write("weave: ", msg, "\n")
  os.exit(1)
end

local function warn(msg)
  io.stderr:write("weave: warning: ", msg, "\n")
end

local function basename(path)
  return (path:gsub("^.*/", ""))
end

-- Placeholders: letters only, so that neither the Markdown parser nor the
-- highlighter splits them.  Digits of the serial number become a..j.
local function token(kind, n)
  local digits = tostring(n):gsub("%d", function(d)
    return string.char(string.byte("a") + tonumber(d))
  end)
  return "qzqz" .. kind .. digits .. "zqzq"
end
local CHUNK_TOKEN = "^qzqzc([a-j]+)zqzq$"

local function html_escape(s)
  return (s:gsub("[&<>\"]", {["&"] = "&amp;", ["<"] = "&lt;",
                             [">"] = "&gt;", ['"'] = "&quot;"}))
end

-- Markdown text that reads back as exactly s: every ASCII punctuation
-- character as a numeric entity (a backslash escape would not do: with
-- tex_math_single_backslash, \( and \[ open math).
local function md_text(s)
  return (s:gsub("[%p]", function(c)
    return "&#" .. string.byte(c) .. ";"
  end))
end

-- A Markdown code span holding exactly s.
local function md_code(s)
  local longest = 0
  for run in s:gmatch("`+") do
    if #run > longest then longest = #run end
  end
  local fence = string.rep("`", longest + 1)
  if s:sub(1, 1) == "`" or s:sub(-1) == "`" then s = " " .. s .. " " end
  return fence .. s .. fence
end

------------------------------------------------------------------------
-- Reading the pipeline

local function parse(text)
  local web = {
    files = {},         -- chapters in order
    chunks = {},        -- label -> code chunk
    code_order = {},    -- code chunks in order
    chunk_index = {},   -- {label=, name=, defs={labels}, uses={labels}}
    ident_index = {},   -- {label=, id=, defs={labels}, uses={labels}}
  }
  local file, cur, last_ref, pending_ident
  local entry, ientry
  local lineno = 0

  local function where()
    return (file and file.path or "?") .. ":" .. lineno
  end

  local function add(part)
    if not cur then fail(where() .. ": malformed pipeline (text outside a chunk)") end
    table.insert(cur.parts, part)
  end

  for line in text:gmatch("([^\n]*)\n") do
    local kw, rest = line:match("^@(%S+) ?(.*)$")
    if line == "" then
      -- nothing (pandoc may end its input with an extra newline)
    elseif not kw then
      fail("malformed pipeline line: " .. line)
    elseif kw == "file" then
      file = {path = rest, items = {}}
      table.insert(web.files, file)
      lineno = 1
    elseif kw == "begin" then
      local kind = rest:match("^(%S+)")
      cur = {kind = kind, parts = {}, file = file, line = lineno,
             defines = {}, ident_uses = {}}
      table.insert(file.items, cur)
      if kind == "code" then table.insert(web.code_order, cur) end
    elseif kw == "end" then
      cur = nil
    elseif kw == "text" then
      if pending_ident and rest:sub(1, #pending_ident.id) == pending_ident.id then
        add({t = "ident", id = pending_ident.id, ref = pending_ident.ref})
        rest = rest:sub(#pending_ident.id + 1)
      end
      pending_ident = nil
      if rest ~= "" then add({t = "text", s = rest}) end
    elseif kw == "nl" then
      pending_ident = nil
      if cur then add({t = "nl"}) end
      lineno = lineno + 1
    elseif kw == "defn" then
      cur.name = rest
      cur.line = lineno
    elseif kw == "use" then
      if last_ref == "nw@notdef" then
        fail(where() .. ": chunk <<" .. rest .. ">> is used but never defined")
      end
      add({t = "use", name = rest, ref = last_ref})
    elseif kw == "quote" then
      add({t = "quote"})
    elseif kw == "endquote" then
      add({t = "endquote"})
    elseif kw == "fatal" then
      fail("noweb: " .. rest)
    elseif kw == "xref" then
      local sub, arg = rest:match("^(%S+) ?(.*)$")
      if sub == "label" then
        if cur and cur.kind == "code" and not cur.label then
          cur.label = arg
          web.chunks[arg] = cur
        end
      elseif sub == "ref" then
        last_ref = arg
      elseif sub == "nextdef" then
        cur.nextdef = arg
      elseif sub == "prevdef" then
        cur.prevdef = arg
      elseif sub == "notused" then
        cur.notused = true
      elseif sub == "chunkbegin" then
        local label, name = arg:match("^(%S+) (.*)$")
        entry = {label = label, name = name, defs = {}, uses = {}}
        table.insert(web.chunk_index, entry)
      elseif sub == "chunkdefn" then
        table.insert(entry.defs, arg)
      elseif sub == "chunkuse" then
        table.insert(entry.uses, arg)
      end
    elseif kw == "index" then
      local sub, arg = rest:match("^(%S+) ?(.*)$")
      if sub == "defn" then
        table.insert(cur.defines, arg)
      elseif sub == "nl" then
        lineno = lineno + 1
      elseif sub == "use" then
        pending_ident = {id = arg, ref = last_ref}
      elseif sub == "entrybegin" then
        local label, id = arg:match("^(%S+) (.*)$")
        ientry = {label = label, id = id, defs = {}, uses = {}}
        table.insert(web.ident_index, ientry)
      elseif sub == "entrydefn" then
        table.insert(ientry.defs, arg)
      elseif sub == "entryuse" then
        table.insert(ientry.uses, arg)
      end
    end
    -- other keywords (@line, @language, ...) carry nothing the book shows
  end
  if #web.files == 0 then fail("the noweb pipeline produced no document") end
  return web
end

------------------------------------------------------------------------
-- Numbers, names and addresses

local function number_web(web)
  -- Chapter numbers come from the NN- prefixes when every file has one,
  -- otherwise from the order of the files.
  local all_prefixed = true
  for _, f in ipairs(web.files) do
    if not basename(f.path):match("^%d+%-") then all_prefixed = false end
  end
  local seen = {}
  for i, f in ipairs(web.files) do
    local base = basename(f.path)
    f.stem = base:gsub("%.nw$", ""):gsub("^%d+%-", "")
    if f.stem == "index" or f.stem == "indexes" or f.stem == "" then
      fail(f.path .. ": a chapter may not be called '" .. f.stem .. "'")
    end
    if seen[f.stem] then
      fail(f.path .. ": same page name as " .. seen[f.stem] .. " (" .. f.stem .. ".html)")
    end
    seen[f.stem] = f.path
    f.number = all_prefixed and tonumber(base:match("^(%d+)%-")) or i
    f.index = i
    local k = 0
    for _, item in ipairs(f.items) do
      if item.kind == "code" then
        k = k + 1
        item.number = f.number .. "." .. k
        if not item.label then
          fail(f.path .. ":" .. item.line .. ": code chunk without a label (was the pipeline run through noidx?)")
        end
      end
    end
  end
  -- ids of the identifier index entries, unique and safe in a URL
  local used = {}
  web.ident_by_id = {}
  for _, e in ipairs(web.ident_index) do
    local base = "i-" .. e.id:gsub("[^%w_%-%.]", function(c)
      return string.format("_%02x", string.byte(c))
    end)
    local anchor, n = base, 1
    while used[anchor] do n = n + 1; anchor = base .. "-" .. n end
    used[anchor] = true
    e.anchor = anchor
    web.ident_by_id[e.id] = e
  end
  web.chunk_by_name = {}
  for _, e in ipairs(web.chunk_index) do
    e.anchor = "c-" .. e.label
    web.chunk_by_name[e.name] = e
  end
end

local page  -- stem of the page being written

local function href(label)
  local c = web_chunks and web_chunks[label]
  if not c then return nil end
  if c.file.stem == page then return "#" .. label end
  return c.file.stem .. ".html#" .. label
end

-- Languages for highlighting, from the file names of the roots a chunk
-- ends up in.
local LANGUAGES = {
  c = "cuda", h = "cuda", cu = "cuda", cuh = "cuda", cpp = "cuda",
  hpp = "cuda", cc = "cuda", inl = "cuda",
  sh = "bash", bash = "bash", py = "python", md = "markdown",
  mk = "makefile", ninja = "makefile", awk = "awk", pl = "perl",
}

local function chunk_language(web, name)
  local memo = web.lang_memo or {}
  web.lang_memo = memo
  local function roots(n, visiting)
    if memo[n] then return memo[n] end
    if visiting[n] then return {} end
    visiting[n] = true
    local e = web.chunk_by_name[n]
    local result = {}
    if not e or #e.uses == 0 then
      result = {n}
    else
      local seen = {}
      for _, l in ipairs(e.uses) do
        local user = web_chunks[l]
        if user then
          for _, r in ipairs(roots(user.name, visiting)) do
            if not seen[r] then seen[r] = true; table.insert(result, r) end
          end
        end
      end
    end
    visiting[n] = nil
    memo[n] = result
    return result
  end
  local langs = {}
  for _, r in ipairs(roots(name, {})) do
    local ext = r:match("%.([%w]+)$")
    local lang = ext and LANGUAGES[ext:lower()]
    if not lang and r:match("^Makefile") then lang = "makefile" end
    if lang then langs[lang] = true end
  end
  -- one language wins; CUDA whenever some root is C or CUDA
  if langs.cuda then return "cuda" end
  local only
  for l in pairs(langs) do only = l end
  if only then return only end
  -- roots with no known language: gnuplot scripts, data, ...; a chunk no
  -- root uses is shown as CUDA, the book's language
  for _, r in ipairs(roots(name, {})) do
    if r:match("%.%w+$") then return nil end
  end
  return "cuda"
end

------------------------------------------------------------------------
-- Inline pieces

local function chunk_link_inlines(label, name)
  local c = web_chunks[label]
  local inl = {pandoc.Str("⟨" .. name)}
  if c then
    table.insert(inl, pandoc.Space())
    table.insert(inl, pandoc.Span({pandoc.Str(c.number)}, pandoc.Attr("", {"chunk-num"})))
  end
  table.insert(inl, pandoc.Str("⟩"))
  if c then
    return {pandoc.Link(inl, href(label), "", pandoc.Attr("", {"chunk-ref"}))}
  end
  return {pandoc.Span(inl, pandoc.Attr("", {"chunk-ref"}))}
end

-- Markdown for a quoted code [[...]] in the documentation.
local function quote_markdown(parts)
  local nonblank = {}
  for _, p in ipairs(parts) do
    if not (p.t == "text" and p.s:match("^%s*$")) and p.t ~= "nl" then
      table.insert(nonblank, p)
    end
  end
  local function chunk_md(p)
    local c = web_chunks[p.ref]
    local text = "⟨" .. md_text(p.name)
    if c then text = text .. " [" .. c.number .. "]{.chunk-num}" end
    text = text .. "⟩"
    if c then
      return "[" .. text .. "](" .. href(p.ref) .. "){.chunk-ref}"
    end
    return "[" .. text .. "]{.chunk-ref}"
  end
  if #nonblank == 1 and nonblank[1].t == "use" then
    return chunk_md(nonblank[1])
  end
  if #nonblank == 1 and nonblank[1].t == "ident" and web_chunks[nonblank[1].ref] then
    return "[" .. md_code(nonblank[1].id) .. "](" .. href(nonblank[1].ref) .. "){.ident-ref}"
  end
  local out, buf = {}, {}
  local function flush()
    local s = table.concat(buf):gsub("^%s+", ""):gsub("%s+$", "")
    if s ~= "" then table.insert(out, md_code(s)) end
    buf = {}
  end
  for _, p in ipairs(parts) do
    if p.t == "text" then table.insert(buf, p.s)
    elseif p.t == "ident" then table.insert(buf, p.id)
    elseif p.t == "nl" then table.insert(buf, " ")
    elseif p.t == "use" then
      flush()
      table.insert(out, chunk_md(p))
    end
  end
  flush()
  return table.concat(out, " ")
end

------------------------------------------------------------------------
-- Code chunks

local placeholders = {}   -- {token, html}

local function placeholder(html)
  local t = token("p", #placeholders + 1)
  table.insert(placeholders, {t, html})
  return t
end

local function join_links(labels, sep)
  local inl = {}
  for i, l in ipairs(labels) do
    if i > 1 then
      table.insert(inl, pandoc.Str(sep or ","))
      table.insert(inl, pandoc.Space())
    end
    local c = web_chunks[l]
    if c then
      table.insert(inl, pandoc.Link({pandoc.Str(c.number)}, href(l), c.name))
    else
      table.insert(inl, pandoc.Str("?"))
    end
  end
  return inl
end

local function append(list, items)
  for _, x in ipairs(items) do table.insert(list, x) end
  return list
end

local function ident_link(web, id)
  local e = web.ident_by_id[id]
  local code = pandoc.Code(id)
  if not e then return code end
  local target = (page == "indexes" and "" or "indexes.html") .. "#" .. e.anchor
  return pandoc.Link({code}, target, "", pandoc.Attr("", {"ident"}))
end

local function code_chunk_blocks(web, c)
  -- the code, with placeholders where links go
  local buf = {}
  local started = false
  for _, p in ipairs(c.parts) do
    if p.t == "nl" then
      if started then table.insert(buf, "\n") end
      started = true                 -- the first newline ends the <<name>>= line
    elseif p.t == "text" then
      table.insert(buf, p.s)
    elseif p.t == "use" then
      local target = web_chunks[p.ref]
      local inner = "⟨" .. html_escape(p.name)
      if target then
        inner = inner .. " <span class=\"chunk-num\">" .. target.number .. "</span>⟩"
        table.insert(buf, placeholder('<a class="chunk-use" href="' .. href(p.ref) ..
                                      '">' .. inner .. '</a>'))
      else
        table.insert(buf, placeholder('<span class="chunk-use">' .. inner .. '⟩</span>'))
      end
    elseif p.t == "ident" then
      local target = web_chunks[p.ref]
      if target and p.ref ~= c.label then
        table.insert(buf, placeholder('<a class="ident-use" href="' .. href(p.ref) ..
                                      '" title="' .. html_escape(p.id) .. ': ' ..
                                      target.number .. '">' .. html_escape(p.id) .. '</a>'))
      else
        table.insert(buf, p.id)
      end
    end
  end
  local code = table.concat(buf):gsub("\n$", "")

  -- the header: ⟨name 2.3⟩≡, or +≡ for a continuation
  local head = {
    pandoc.Str("⟨"),
    pandoc.Span({pandoc.Str(c.name)}, pandoc.Attr("", {"chunk-name"})),
    pandoc.Space(),
    pandoc.Link({pandoc.Str(c.number)}, "#" .. c.label, "", pandoc.Attr("", {"chunk-num"})),
    pandoc.Str("⟩"),
    pandoc.Span({pandoc.Str(c.prevdef and "+≡" or "≡")}, pandoc.Attr("", {"chunk-eq"})),
  }

  -- the cross-references under the code
  local xref = {}
  local cont = {}
  if c.prevdef then
    append(cont, {pandoc.Str("Continues"), pandoc.Space()})
    append(cont, join_links({c.prevdef}))
    table.insert(cont, pandoc.Str("."))
  end
  if c.nextdef then
    if #cont > 0 then table.insert(cont, pandoc.Space()) end
    append(cont, {pandoc.Str("This"), pandoc.Space(), pandoc.Str("code"), pandoc.Space(),
                  pandoc.Str("is"), pandoc.Space(), pandoc.Str("continued"), pandoc.Space(),
                  pandoc.Str("in"), pandoc.Space()})
    append(cont, join_links({c.nextdef}))
    table.insert(cont, pandoc.Str("."))
  end
  if #cont > 0 then table.insert(xref, cont) end

  local entry = web.chunk_by_name[c.name]
  if entry and #entry.uses > 0 then
    local l = {pandoc.Str("Used"), pandoc.Space(), pandoc.Str("in"), pandoc.Space()}
    append(l, join_links(entry.uses))
    table.insert(l, pandoc.Str("."))
    table.insert(xref, l)
  elseif c.name:match("^[%w_][%w_./%-]*%.[%w]+$") then
    table.insert(xref, {pandoc.Str("Root"), pandoc.Space(), pandoc.Str("chunk,"),
                        pandoc.Space(), pandoc.Str("written"), pandoc.Space(),
                        pandoc.Str("to"), pandoc.Space(), pandoc.Code(c.name),
                        pandoc.Str(".")})
  else
    table.insert(xref, {pandoc.Str("Root"), pandoc.Space(), pandoc.Str("chunk"),
                        pandoc.Space(), pandoc.Str("(not"), pandoc.Space(),
                        pandoc.Str("used"), pandoc.Space(), pandoc.Str("in"),
                        pandoc.Space(), pandoc.Str("this"), pandoc.Space(),
                        pandoc.Str("book).")})
  end

  if #c.defines > 0 then
    local l = {pandoc.Str("Defines"), pandoc.Space()}
    for i, id in ipairs(c.defines) do
      if i > 1 then append(l, {pandoc.Str(","), pandoc.Space()}) end
      table.insert(l, ident_link(web, id))
      local e = web.ident_by_id[id]
      local users = {}
      if e then
        for _, u in ipairs(e.uses) do
          if u ~= c.label then table.insert(users, u) end
        end
      end
      if #users > 0 then
        append(l, {pandoc.Space(), pandoc.Str("(used"), pandoc.Space(),
                   pandoc.Str("in"), pandoc.Space()})
        append(l, join_links(users))
        table.insert(l, pandoc.Str(")"))
      end
    end
    table.insert(l, pandoc.Str("."))
    table.insert(xref, l)
  end

  -- identifiers used here and defined in another chunk, in order of use
  local uses, seen = {}, {}
  local defined_here = {}
  for _, id in ipairs(c.defines) do defined_here[id] = true end
  for _, p in ipairs(c.parts) do
    if p.t == "ident" and not seen[p.id] and not defined_here[p.id]
       and p.ref ~= c.label then
      seen[p.id] = true
      table.insert(uses, p)
    end
  end
  if #uses > 0 then
    local l = {pandoc.Str("Uses"), pandoc.Space()}
    for i, p in ipairs(uses) do
      if i > 1 then append(l, {pandoc.Str(","), pandoc.Space()}) end
      table.insert(l, ident_link(web, p.id))
      if web_chunks[p.ref] then
        table.insert(l, pandoc.Space())
        append(l, join_links({p.ref}))
      end
    end
    table.insert(l, pandoc.Str("."))
    table.insert(xref, l)
  end

  local xref_blocks = {}
  for _, l in ipairs(xref) do table.insert(xref_blocks, pandoc.Para(l)) end

  local lang = chunk_language(web, c.name)
  local code_attr = pandoc.Attr("", lang and {lang} or {})
  return pandoc.Div({
      pandoc.Div({pandoc.Plain(head)}, pandoc.Attr("", {"chunk-head"})),
      pandoc.CodeBlock(code, code_attr),
      pandoc.Div(xref_blocks, pandoc.Attr("", {"chunk-xref"})),
    }, pandoc.Attr(c.label, {"chunk"}))
end

------------------------------------------------------------------------
-- Chapters

-- The chapter's Markdown: its documentation, quoted code turned into code
-- spans and links, and a placeholder paragraph for each code chunk.
local function chapter_markdown(f)
  local out = {}
  for _, item in ipairs(f.items) do
    if item.kind == "code" then
      table.insert(out, "\n\n" .. token("c", item.index_in_web) .. "\n\n")
    else
      local quote
      for _, p in ipairs(item.parts) do
        if quote then
          if p.t == "endquote" then
            table.insert(out, quote_markdown(quote))
            quote = nil
          else
            table.insert(quote, p)
          end
        elseif p.t == "quote" then
          quote = {}
        elseif p.t == "text" then
          table.insert(out, p.s)
        elseif p.t == "nl" then
          table.insert(out, "\n")
        elseif p.t == "ident" then
          table.insert(out, p.id)
        elseif p.t == "use" then
          table.insert(out, md_text("<<" .. p.name .. ">>"))
        end
      end
      if quote then table.insert(out, quote_markdown(quote)) end
    end
  end
  return table.concat(out)
end

-- Heading text without its links, to sit inside a link of its own (the
-- outline, the contents, the previous and next links).
local function delink(inlines)
  return pandoc.Span(inlines):walk({
    Link = function(l) return l.content end,
  }).content
end

-- A chapter's title, its sections (## headings, each with the ### headings
-- under it as its subsections) and the ### headings before its first ##
-- (lead), if any.
local function scan_headers(f, blocks)
  f.sections = {}
  f.lead = {}
  f.title = nil
  local current
  for _, b in ipairs(blocks) do
    if b.t == "Header" then
      if b.level == 1 and not f.title then
        f.title = delink(b.content)
      elseif b.level == 2 then
        current = {id = b.identifier, content = delink(b.content), subsections = {}}
        table.insert(f.sections, current)
      elseif b.level == 3 then
        table.insert(current and current.subsections or f.lead,
                     {id = b.identifier, content = delink(b.content)})
      end
    end
  end
end

local function has_outline(f)
  return #f.sections > 0 or #f.lead > 0
end

-- Parse a chapter's Markdown: all of it (full), or, where only its title is
-- needed (the previous and next links), the text up to its first "# " line.
local function read_chapter(web, f, full)
  local md = chapter_markdown(f)
  if not full then
    local stop = md:find("\n# ") or (md:sub(1, 2) == "# " and 0)
    if stop then
      local eol = md:find("\n", stop + 1) or #md
      scan_headers(f, pandoc.read(md:sub(1, eol), MARKDOWN).blocks)
      if f.title then return end
    end
  end
  f.blocks = pandoc.read(md, MARKDOWN).blocks
  scan_headers(f, f.blocks)
  if not f.title then
    warn(f.path .. ": no level-1 heading; the chapter is titled '" .. f.stem .. "'")
    f.title = {pandoc.Str(f.stem)}
  end
end

local function read_table(name)
  local dir = os.getenv("WEAVE_TABLES") or ""
  if dir == "" then fail("WEAVE_TABLES is not set") end
  if not name:match("^[%w_.%-]+$") or name:match("^%.") then
    fail("bad generated table name '" .. name .. "'")
  end
  local path = dir .. "/" .. name .. ".md"
  local fh = io.open(path, "r")
  if not fh then
    fail(string.format("generated table '%s' not found: %s is missing (run the chapter's table step first)", name, path))
  end
  local text = fh:read("a")
  fh:close()
  return pandoc.read(text, MARKDOWN).blocks
end

local function chapter_page(web, f)
  local blocks = pandoc.List()
  local by_serial = {}
  for _, c in ipairs(web.code_order) do by_serial[c.index_in_web] = c end
  local filter = {
    Para = function(p)
      if #p.content == 1 and p.content[1].t == "Str" then
        local n = p.content[1].text:match(CHUNK_TOKEN)
        if n then
          n = tonumber((n:gsub("%a", function(ch)
            return tostring(string.byte(ch) - string.byte("a"))
          end)))
          return code_chunk_blocks(web, by_serial[n])
        end
      end
    end,
    Div = function(d)
      if d.classes:includes("generated") then
        local src = d.attributes.src
        if not src or src == "" then
          fail(f.path .. ": a .generated div needs src=\"NAME\"")
        end
        return pandoc.Div(read_table(src), pandoc.Attr("", {"generated"}, {{"data-src", src}}))
      end
    end,
  }
  local body = pandoc.Pandoc(f.blocks):walk(filter).blocks
  -- the chapter's outline goes right after its title
  -- its sections, each with its subsections in a list of their own
  local outline
  if has_outline(f) then
    local function item(s)
      return {pandoc.Plain({pandoc.Link(s.content, "#" .. s.id)})}
    end
    local items = {}
    for _, s in ipairs(f.lead) do table.insert(items, item(s)) end
    for _, s in ipairs(f.sections) do
      local entry = item(s)
      if #s.subsections > 0 then
        local sub = {}
        for _, t in ipairs(s.subsections) do table.insert(sub, item(t)) end
        table.insert(entry, pandoc.BulletList(sub))
      end
      table.insert(items, entry)
    end
    outline = {
      pandoc.RawBlock("html", '<nav class="outline" aria-label="In this chapter">'),
      pandoc.Para({pandoc.Strong({pandoc.Str("In"), pandoc.Space(), pandoc.Str("this"),
                                   pandoc.Space(), pandoc.Str("chapter")})}),
      pandoc.BulletList(items),
      pandoc.RawBlock("html", "</nav>"),
    }
  end
  local placed = false
  for _, b in ipairs(body) do
    blocks:insert(b)
    if outline and not placed and b.t == "Header" and b.level == 1 then
      blocks:extend(outline)
      placed = true
    end
  end
  if outline and not placed then
    local with = pandoc.List(outline)
    with:extend(blocks)
    blocks = with
  end
  -- a chunk placeholder the Markdown swallowed (an unclosed code fence,
  -- say) would lose code: refuse
  pandoc.Pandoc(blocks):walk({
    Str = function(s)
      if s.text:match("qzqzc[a-j]+zqzq") then
        fail(f.path .. ": a code chunk fell inside a Markdown construct (an unclosed ``` fence?)")
      end
    end,
    Code = function(s)
      if s.text:match("qzqzc[a-j]+zqzq") then
        fail(f.path .. ": a code chunk fell inside a Markdown code span or block")
      end
    end,
    CodeBlock = function(s)
      if s.text:match("qzqzc[a-j]+zqzq") then
        fail(f.path .. ": a code chunk fell inside a Markdown code block (an unclosed ``` fence?)")
      end
    end,
  })
  return blocks
end

------------------------------------------------------------------------
-- Contents and indexes

local function contents_page(web)
  local items = {}
  for _, f in ipairs(web.files) do
    local entry = {pandoc.Plain({
      pandoc.Span({pandoc.Str(tostring(f.number))}, pandoc.Attr("", {"chapter-num"})),
      pandoc.Space(),
      pandoc.Link(f.title, f.stem .. ".html"),
    })}
    if #f.sections > 0 then
      local sub = {}
      for _, s in ipairs(f.sections) do
        table.insert(sub, {pandoc.Plain({pandoc.Link(s.content, f.stem .. ".html#" .. s.id)})})
      end
      table.insert(entry, pandoc.BulletList(sub))
    end
    table.insert(items, entry)
  end
  table.insert(items, {
    pandoc.Plain({pandoc.Span({}, pandoc.Attr("", {"chapter-num"})), pandoc.Space(),
                  pandoc.Link({pandoc.Str("Indexes")}, "indexes.html")}),
    pandoc.BulletList({
      {pandoc.Plain({pandoc.Link({pandoc.Str("Chunks")}, "indexes.html#chunk-index")})},
      {pandoc.Plain({pandoc.Link({pandoc.Str("Identifiers")}, "indexes.html#identifier-index")})},
    }),
  })
  return {
    pandoc.Header(1, {pandoc.Str(BOOK_TITLE)}, pandoc.Attr("book-title")),
    pandoc.RawBlock("html", '<nav class="contents" aria-label="Contents">'),
    pandoc.BulletList(items),
    pandoc.RawBlock("html", "</nav>"),
  }
end

local function indexes_page(web)
  local blocks = {
    pandoc.Header(1, {pandoc.Str("Indexes")}, pandoc.Attr("indexes")),
    pandoc.Header(2, {pandoc.Str("Chunks")}, pandoc.Attr("chunk-index")),
  }
  local items = {}
  for _, e in ipairs(web.chunk_index) do
    local l = {pandoc.Str("⟨"),
               pandoc.Span({pandoc.Str(e.name)}, pandoc.Attr("", {"chunk-name"})),
               pandoc.Str("⟩:"), pandoc.Space(), pandoc.Str("defined"), pandoc.Space(),
               pandoc.Str("in"), pandoc.Space()}
    append(l, join_links(e.defs))
    if #e.uses > 0 then
      append(l, {pandoc.Str(";"), pandoc.Space(), pandoc.Str("used"), pandoc.Space(),
                 pandoc.Str("in"), pandoc.Space()})
      append(l, join_links(e.uses))
    else
      append(l, {pandoc.Str(";"), pandoc.Space(), pandoc.Str("root")})
    end
    table.insert(l, pandoc.Str("."))
    table.insert(items, {pandoc.Plain({pandoc.Span(l, pandoc.Attr(e.anchor))})})
  end
  table.insert(blocks, #items > 0 and pandoc.BulletList(items)
                        or pandoc.Para({pandoc.Str("(none)")}))
  table.insert(blocks, pandoc.Header(2, {pandoc.Str("Identifiers")},
                                     pandoc.Attr("identifier-index")))
  items = {}
  for _, e in ipairs(web.ident_index) do
    local l = {pandoc.Code(e.id), pandoc.Str(":"), pandoc.Space(), pandoc.Str("defined"),
               pandoc.Space(), pandoc.Str("in"), pandoc.Space()}
    append(l, join_links(e.defs))
    if #e.uses > 0 then
      append(l, {pandoc.Str(";"), pandoc.Space(), pandoc.Str("used"), pandoc.Space(),
                 pandoc.Str("in"), pandoc.Space()})
      append(l, join_links(e.uses))
    end
    table.insert(l, pandoc.Str("."))
    table.insert(items, {pandoc.Plain({pandoc.Span(l, pandoc.Attr(e.anchor))})})
  end
  table.insert(blocks, #items > 0 and pandoc.BulletList(items)
                        or pandoc.Para({pandoc.Str("(none)")}))
  return blocks
end

------------------------------------------------------------------------

local function write_map(path)
  local fh, err = io.open(path, "w")
  if not fh then fail("cannot write " .. path .. ": " .. tostring(err)) end
  for _, p in ipairs(placeholders) do
    fh:write(p[1], "\t", p[2], "\n")
  end
  fh:close()
end

function Reader(input, reader_options)
  local web = parse(tostring(input))
  web_chunks = web.chunks
  page = os.getenv("WEAVE_PAGE") or ""
  number_web(web)
  for i, c in ipairs(web.code_order) do c.index_in_web = i end
  -- the contents page needs every chapter's sections, a chapter page its
  -- own text, and every page the titles of its neighbours
  for _, f in ipairs(web.files) do
    read_chapter(web, f, page == "index" or page == f.stem)
  end

  local pages = {{stem = "index", title = {pandoc.Str("Contents")}}}
  for _, f in ipairs(web.files) do table.insert(pages, f) end
  table.insert(pages, {stem = "indexes", title = {pandoc.Str("Indexes")}})

  local blocks, where
  for i, p in ipairs(pages) do
    if p.stem == page then where = i end
  end
  if not where then fail("no page '" .. page .. "' in this web") end
  if page == "index" then
    blocks = contents_page(web)
  elseif page == "indexes" then
    blocks = indexes_page(web)
  else
    blocks = chapter_page(web, pages[where])
  end

  local meta = {
    ["book-title"] = pandoc.MetaInlines({pandoc.Str(BOOK_TITLE)}),
    pagetitle = pandoc.MetaString(page == "index" and BOOK_TITLE
                  or pandoc.utils.stringify(pages[where].title) .. " · litgpu"),
    page = pandoc.MetaString(page),
  }
  if where > 1 then
    local prev = pages[where - 1]
    meta["prev-href"] = pandoc.MetaString(prev.stem .. ".html")
    meta["prev-title"] = pandoc.MetaInlines(prev.title)
  end
  if where < #pages then
    local nxt = pages[where + 1]
    meta["next-href"] = pandoc.MetaString(nxt.stem .. ".html")
    meta["next-title"] = pandoc.MetaInlines(nxt.title)
  end
  if page ~= "index" and page ~= "indexes" then
    meta.chapter = pandoc.MetaBool(true)
    -- the page's style puts the outline beside the text on a wide screen
    if has_outline(pages[where]) then meta.outline = pandoc.MetaBool(true) end
  end

  local map = os.getenv("WEAVE_MAP")
  if map and map ~= "" then write_map(map) end
  return pandoc.Pandoc(blocks, pandoc.Meta(meta))
end
