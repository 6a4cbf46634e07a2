#!/usr/bin/perl
# The woven book in a real browser: headless Chromium opens the contents
# page and a chapter (the first with math, else the preface) from file://,
# with no network, runs their scripts, and we check the DOM it ends with:
# KaTeX typeset every formula without error, the code is highlighted.  Then
# every page of the book, in frames of a phone's width (390 px) and of a
# desktop's (1280 px): no page scrolls sideways, every image has alt text
# and loaded, and a chapter's outline sits at the top of the text on a phone
# and beside the text, in view and clear of it, on a desktop.  Screenshots
# at a desktop and a phone width go to build/book-shots/ for a person to
# look at.
use strict;
use warnings;
use Cwd qw(abs_path getcwd);
use File::Basename qw(basename dirname);
use File::Glob qw(:bsd_glob);   # a path with spaces is one pattern
use File::Path qw(make_path);
use File::Temp qw(tempdir);
use JSON::PP;
use utf8;
use Test::More;
binmode(Test::More->builder->$_, ":encoding(UTF-8)") for qw(output failure_output todo_output);
plan skip_all => "the book was not built: $ENV{LG_BOOK_MISSING} not installed (tools/setup installs them)"
    if $ENV{LG_BOOK_MISSING};

my $root = abs_path(dirname(__FILE__) . "/../..");
chdir $root or die "cannot cd to $root: $!";
my $book = abs_path($ENV{BOOK} // 'book');

my $chromium = $ENV{CHROMIUM};
for my $c (qw(chromium chromium-browser google-chrome-stable google-chrome)) {
    last if $chromium;
    ($chromium) = grep { -x } map { "$_/$c" } split /:/, $ENV{PATH} // '';
}
plan skip_all => 'no Chromium on this machine (chromium, chromium-browser or google-chrome): install it with tools/setup'
    unless $chromium;

ok($book && -f "$book/index.html", "the book is built ($book/index.html)")
    or BAIL_OUT('build the book first: ninja book');

my @chapters = sort glob('chapters/*.nw');
sub stem { (my $s = basename($_[0], '.nw')) =~ s/^\d+-//; $s }
sub slurp { open my $fh, '<:encoding(UTF-8)', $_[0] or return ''; local $/; <$fh> }

# the chapter to look at: the first with math, else the preface, else the first
my ($chapter) = grep { slurp("$book/$_") =~ /class="math (?:inline|display)"/ }
                map { stem($_) . '.html' } @chapters;
$chapter //= -f "$book/preface.html" ? 'preface.html'
           : @chapters ? stem($chapters[0]) . '.html' : undef;
ok(defined $chapter && -f "$book/$chapter", 'a chapter page to render: ' . ($chapter // 'none'));

my $shots = "$root/build/book-shots";
make_path($shots);
my $scratch = tempdir(CLEANUP => 1);

# Run Chromium on one page; returns its DOM after scripts ran (or the
# screenshot's status).  A copy of the page with a <base> pointing at the
# book lets a small script measure the layout without writing into book/.
my @flags = (qw(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
                --disable-background-networking --disable-component-update --disable-sync
                --disable-extensions --hide-scrollbars --virtual-time-budget=5000));

sub chromium {
    my (@args) = @_;
    my $profile = tempdir(DIR => $scratch);
    my $pid = open(my $fh, '-|');
    die "fork: $!" unless defined $pid;
    if (!$pid) {
        open STDERR, '>', '/dev/null';
        exec 'timeout', '90', $chromium, @flags, "--user-data-dir=$profile", @args;
        exit 127;
    }
    local $/;
    my $out = <$fh> // '';
    close $fh;
    return ($? >> 8, $out);
}

# A page of our own holding every page of the book in frames, each as wide
# as a phone (390 px; headless Chromium keeps its window at least 500 px
# wide) or a desktop (1280 px); once all have loaded, a script measures
# them and writes what it found, as JSON, into the probe's body.
my $probe_js = <<'JS';
window.addEventListener("load", function () {
  var out = [];
  function name(el) {
    var s = el.tagName.toLowerCase();
    if (el.id) s += "#" + el.id;
    if (el.className && typeof el.className === "string")
      s += "." + el.className.trim().split(/\s+/).join(".");
    return s;
  }
  // is el cut off by a box that scrolls (or clips) between it and the page?
  // An absolutely placed box escapes every box up to its positioned ancestor.
  function clipped(el, doc) {
    var abs = getComputedStyle(el).position;
    if (abs === "fixed") return false;
    abs = abs === "absolute";
    for (var a = el.parentElement; a && a !== doc.documentElement; a = a.parentElement) {
      var cs = getComputedStyle(a), placed = cs.position !== "static";
      if (abs && !placed) continue;
      if (cs.overflowX !== "visible") return true;
      if (placed) {
        if (cs.position === "fixed") return false;
        abs = cs.position === "absolute";
      }
    }
    return false;
  }
  // the outermost boxes that stick out of the page on the right
  function offenders(doc, width) {
    var out = [], all = doc.body ? doc.body.getElementsByTagName("*") : [];
    var sticking = new Set();
    for (var i = 0; i < all.length; i++) {
      var el = all[i], r = el.getBoundingClientRect();
      if (r.right <= width + 1 || clipped(el, doc)) continue;
      sticking.add(el);
      if (!sticking.has(el.parentElement) && out.length < 5)
        out.push(name(el) + " to " + Math.round(r.right) + " px");
    }
    return out;
  }
  var frames = document.querySelectorAll("iframe");
  for (var i = 0; i < frames.length; i++) {
    var f = frames[i], r = {page: f.getAttribute("data-page"), width: f.offsetWidth};
    try {
      var w = f.contentWindow, d = f.contentDocument, e = d.documentElement;
      r.scrollWidth = e.scrollWidth;
      r.clientWidth = e.clientWidth;
      r.offenders = r.scrollWidth > r.clientWidth ? offenders(d, e.clientWidth) : [];
      r.images = [];
      var imgs = d.querySelectorAll("img");
      for (var k = 0; k < imgs.length; k++) {
        r.images.push({src: imgs[k].getAttribute("src"), alt: imgs[k].getAttribute("alt"),
                       complete: imgs[k].complete, naturalWidth: imgs[k].naturalWidth});
      }
      var nav = d.querySelector("nav.outline");
      if (nav) {
        var cs = w.getComputedStyle(nav), nr = nav.getBoundingClientRect(), left = Infinity;
        var kids = d.querySelectorAll("main > *");
        for (var k = 0; k < kids.length; k++) {
          if (kids[k] === nav) continue;
          var kr = kids[k].getBoundingClientRect();
          if (kr.width > 0) left = Math.min(left, kr.left);
        }
        r.outline = {position: cs.position, overflowY: cs.overflowY, right: nr.right,
                     textLeft: left, height: nr.height, viewHeight: w.innerHeight};
        // read on: halfway down the page the outline is still in view
        w.scrollTo(0, e.scrollHeight / 2);
        var sr = nav.getBoundingClientRect();
        r.outline.scrolledTop = sr.top;
        r.outline.scrolledBottom = sr.bottom;
        w.scrollTo(0, 0);
      }
    } catch (err) { r.error = String(err); }
    out.push(r);
  }
  document.body.setAttribute("data-probe", encodeURIComponent(JSON.stringify(out)));
});
JS

# A file:// URL for a path: a clone may live in a folder with spaces.
sub file_url {
    my ($path) = @_;
    $path =~ s{([^A-Za-z0-9/._~-])}{sprintf('%%%02X', ord $1)}ge;
    return "file://$path";
}

sub probe_all {
    my ($pages, $sizes) = @_;
    my $copy = "$scratch/probe.html";
    open my $fh, '>:encoding(UTF-8)', $copy or die "$copy: $!";
    print $fh "<!DOCTYPE html>\n<html><body>\n";
    for my $size (@$sizes) {
        my ($w, $h) = @$size;
        print $fh qq{<iframe data-page="$_" src="@{[file_url("$book/$_")]}" style="width:${w}px;height:${h}px;border:0"></iframe>\n}
            for @$pages;
    }
    print $fh "<script>\n$probe_js</script>\n</body></html>\n";
    close $fh;
    my ($rc, $dom) = chromium('--allow-file-access-from-files', '--window-size=1400,900',
                              '--dump-dom', file_url($copy));
    my ($data) = $dom =~ /data-probe="([^"]*)"/;
    return undef unless defined $data;
    $data =~ s/&amp;/&/g;
    $data =~ s/%([0-9A-Fa-f]{2})/chr(hex $1)/ge;
    return eval { JSON::PP->new->utf8->decode($data) };
}

for my $page (grep { defined } 'index.html', $chapter) {
    my $url = file_url("$book/$page");
    my $static = slurp("$book/$page");
    my $math = () = $static =~ /<span class="math (?:inline|display)">/g;
    my $code = () = $static =~ /<div class="sourceCode"/g;

    my ($rc, $dom) = chromium('--window-size=1280,900', '--dump-dom', $url);
    ok($rc == 0 && $dom =~ /<\/html>/i, "Chromium renders $page from file://")
        or diag("chromium exited $rc");
    unlike($dom, qr/class="[^"]*katex-error/, "$page: KaTeX reports no error");
    if ($math) {
        my $typeset = () = $dom =~ /<span class="katex"/g;
        ok($typeset >= $math, "$page: all $math formulas typeset by KaTeX ($typeset katex spans)")
            or diag('did katex/katex.min.js load? is the <script> at the end of the page?');
    } else {
        pass("$page: no math to typeset");
    }
    if ($page ne 'index.html') {
        ok($code > 0, "$page has code chunks");
        like($dom, qr{<div class="sourceCode"[^>]*>.*?<span class="(?:kw|dt|cf|ex)">}s,
             "$page: code is highlighted (token spans inside div.sourceCode)");
    }

    (my $name = $page) =~ s/\.html$//;
    for my $size (['desktop', '1280,1600'], ['phone', '390,844']) {
        my $png = "$shots/$name-$size->[0].png";
        unlink $png;
        chromium("--window-size=$size->[1]", "--screenshot=$png", $url);
        my $head = '';
        if (open my $fh, '<:raw', $png) { read $fh, $head, 8; }
        ok(-s $png && -s $png > 2000 && $head eq "\x89PNG\r\n\x1a\n",
           "screenshot build/book-shots/$name-$size->[0].png");
    }
}

# every page, on a phone and on a desktop
my @all = sort map { basename $_ } glob("$book/*.html");
my $probe = probe_all(\@all, [[390, 844], [1280, 900]]);
ok(ref $probe eq 'ARRAY' && @$probe == 2 * @all, 'the layout probe measured all ' . scalar(@all) . ' pages at two widths')
    or diag('the probe page did not report: did Chromium load the frames?');
for my $r (ref $probe eq 'ARRAY' ? @$probe : ()) {
    my ($page, $w) = ($r->{page}, $r->{width});
    if ($r->{error}) { fail("$page at $w px: $r->{error}"); next }
    # code, tables and math scroll inside their own boxes; the page does not
    ok($r->{scrollWidth} <= $r->{clientWidth}, "$page does not scroll sideways at $w px")
        or diag("the page is $r->{scrollWidth} px wide in a $r->{clientWidth} px frame; sticking out: "
                . join(', ', @{$r->{offenders}}));
    if ($w < 600) {
        my @bad;
        for my $img (@{$r->{images}}) {
            push @bad, "$img->{src}: no alt text" unless defined $img->{alt} && $img->{alt} =~ /\S/;
            push @bad, "$img->{src}: did not load" unless $img->{complete} && $img->{naturalWidth} > 0;
        }
        ok(!@bad, "$page: its " . scalar(@{$r->{images}}) . " images have alt text and loaded")
            or diag(join "\n", @bad);
    }
    my $o = $r->{outline} or next;
    if ($w < 600) {
        ok($o->{position} eq 'static', "$page: on a phone the outline stays at the top of the chapter")
            or diag("its position is $o->{position}");
        next;
    }
    ok($o->{position} eq 'fixed' || $o->{position} eq 'sticky',
       "$page: at $w px the outline is a side outline (position: fixed or sticky)")
        or diag("its position is $o->{position}");
    ok($o->{right} <= $o->{textLeft}, "$page: at $w px the outline stays clear of the text")
        or diag("the outline ends at $o->{right} px, the text starts at $o->{textLeft} px");
    ok($o->{overflowY} =~ /^(?:auto|scroll)$/ && $o->{height} <= $o->{viewHeight},
       "$page: at $w px the outline fits the window and scrolls on its own")
        or diag("overflow-y: $o->{overflowY}, $o->{height} px tall in a $o->{viewHeight} px window");
    ok($o->{scrolledTop} >= 0 && $o->{scrolledBottom} <= $o->{viewHeight} + 1,
       "$page: at $w px the outline stays in view halfway down the chapter")
        or diag("halfway down it spans $o->{scrolledTop} to $o->{scrolledBottom} px of $o->{viewHeight}");
}

done_testing();
