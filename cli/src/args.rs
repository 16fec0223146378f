//! A small argument reader: `--name value` options, `--flag`s and positionals.
//! Every error names the argument at fault.

use std::collections::HashMap;

pub struct Args {
    pub command: String,
    options: HashMap<String, String>,
    flags: Vec<String>,
    pub positional: Vec<String>,
}

impl Args {
    /// Splits `args` given the options that take a value and the flags.
    pub fn parse(
        command: &str,
        args: &[String],
        valued: &[&str],
        flags: &[&str],
    ) -> Result<Args, String> {
        let mut a = Args {
            command: command.to_string(),
            options: HashMap::new(),
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if let Some(name) = arg.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if valued.contains(&name) {
                    let v = match inline {
                        Some(v) => v,
                        None => it
                            .next()
                            .cloned()
                            .ok_or_else(|| format!("{command}: --{name} needs a value"))?,
                    };
                    a.options.insert(name.to_string(), v);
                } else if flags.contains(&name) {
                    a.flags.push(name.to_string());
                } else {
                    return Err(format!("{command}: unknown option --{name}"));
                }
            } else {
                a.positional.push(arg.clone());
            }
        }
        Ok(a)
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    /// Reads `--variant` (default International) into rules.
    pub fn rules(&self) -> Result<draughts_rules::Rules, String> {
        let v: draughts_rules::Variant = match self.get("variant") {
            Some(v) => v.parse().map_err(|e| format!("{}: --variant: {e}", self.command))?,
            None => draughts_rules::Variant::International,
        };
        Ok(v.rules())
    }

    /// Reads `--fen` (default: the start position).
    pub fn position(
        &self,
        rules: &draughts_rules::Rules,
    ) -> Result<draughts_rules::Position, String> {
        match self.get("fen") {
            Some(f) => draughts_rules::Position::from_fen(rules, f)
                .map_err(|e| format!("{}: --fen: {e}", self.command)),
            None => Ok(draughts_rules::Position::start(rules)),
        }
    }
}
